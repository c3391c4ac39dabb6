import { BrowserRouter } from "react-router-dom";
import { SessionProvider } from "@/lib/session";
import { AppRoutes } from "./router";

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
