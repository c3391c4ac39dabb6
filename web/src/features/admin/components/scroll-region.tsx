import type { ReactNode } from "react";

/**
 * Holds a table that can be wider than a phone: it scrolls inside the page, and keyboard users can
 * focus it to scroll (axe: scrollable-region-focusable), even when its rows hold no buttons.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className="admin-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
