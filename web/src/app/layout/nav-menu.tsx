import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

interface NavMenu {
  /** Small screens: the navbar links (and, on /dashboard pages, the dashboard side menu) are shown. */
  open: boolean;
  toggle: () => void;
  close: () => void;
}

const NavMenuContext = createContext<NavMenu>({
  open: false,
  toggle: () => undefined,
  close: () => undefined,
});

/** Shared state of the small-screen menu toggle: the header's hamburger and the dashboard sidebar. */
export function NavMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, toggle, close }), [open, toggle, close]);
  return <NavMenuContext.Provider value={value}>{children}</NavMenuContext.Provider>;
}

export function useNavMenu(): NavMenu {
  return useContext(NavMenuContext);
}
