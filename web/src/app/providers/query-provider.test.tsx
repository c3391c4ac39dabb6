import { screen, waitFor, render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { useMessages } from "@/features/admin/api/messages/get-messages";
import { useUsers } from "@/features/admin/api/users/get-users";
import { apiError, stubApi } from "@/testing/api-stub";
import { sessionValue, signedIn } from "@/testing/session-mock";

const session = sessionValue(signedIn("Ada"));
// Only the hook: api-client still asks the real module for the (absent) ID token.
vi.mock("@/lib/session/session", async (original) => ({
  ...(await original<typeof import("@/lib/session/session")>()),
  useSession: () => session,
}));
const { QueryProvider } = await import("./query-provider");

/** Two lists on one screen; neither handles a refusal itself. */
function AdminScreen() {
  const users = useUsers();
  const messages = useMessages();
  return (
    <h1>
      Admin {users.status} {messages.status}
    </h1>
  );
}

describe("QueryProvider: spec §7's 401/403 rule, handled once", () => {
  it("goes to /, signs out once (which clears the token) when the screen's calls are refused", async () => {
    const api = stubApi(() =>
      apiError(401, "unauthenticated", "Your session has expired. Please log in again"),
    );
    render(
      <MemoryRouter initialEntries={["/dashboard/users"]}>
        <QueryProvider>
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/dashboard/users" element={<AdminScreen />} />
          </Routes>
        </QueryProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("heading", { name: "Home" }, { timeout: 3000 })).toBeInTheDocument();
    // Both lists were refused (GET /users and GET /messages), one after the other.
    expect(api.count("GET", "/users")).toBe(1);
    expect(api.count("GET", "/messages")).toBe(1);
    await waitFor(() => expect(session.signOut).toHaveBeenCalled());
    await new Promise((settle) => setTimeout(settle, 50));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });
});
