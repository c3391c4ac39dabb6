import { useState } from "react";
import { toast } from "react-toastify";
import { Modal } from "@/components/ui/modal";
import { Table, type Column } from "@/components/ui/table";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { useUsers, type UserRow } from "../api/get-users";
import { makeAdmin } from "../api/make-admin";
import { setUserDisabled } from "../api/set-user-disabled";
import { ListStatus } from "../components/list-status";
import { ScrollRegion } from "../components/scroll-region";
import "../admin.css";

function failure(prefix: string, err: unknown): string {
  if (err instanceof ApiError && err.status === 403) return prefix;
  return `${prefix}: ${err instanceof Error ? err.message : "please try again"}`;
}

/** Spec §2 All Users: email and role, Make An Admin for non-admins; accounts can be disabled. */
export function Component() {
  const { session } = useSession();
  const ownUid = session.status === "signed-in" ? session.user.uid : "";
  const users = useUsers();
  const [busy, setBusy] = useState<string | null>(null);
  const [toDisable, setToDisable] = useState<UserRow | null>(null);

  async function promote(user: UserRow) {
    setBusy(user._id);
    try {
      await makeAdmin(user.email);
      toast.success("Successfully Made an Admin");
      users.refresh();
    } catch (err) {
      toast.error(failure("Fail to Make an Admin", err));
    } finally {
      setBusy(null);
    }
  }

  async function changeDisabled(user: UserRow, disabled: boolean) {
    setBusy(user._id);
    try {
      await setUserDisabled(user._id, disabled);
      toast.success(disabled ? `${user.email} is disabled` : `${user.email} is enabled again`);
      setToDisable(null);
      users.refresh();
    } catch (err) {
      toast.error(failure(disabled ? "Fail to disable the account" : "Fail to enable the account", err));
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<UserRow>[] = [
    { header: "#", cell: (_u, i) => i + 1 },
    { header: "Email", cell: (u) => u.email },
    {
      header: "Role",
      cell: (u) => (
        <span className={u.role === "admin" ? "admin-badge admin-badge--admin" : "admin-badge"}>
          {u.role}
        </span>
      ),
    },
    {
      header: "Make Admin",
      cell: (u) =>
        u.role === "admin" ? null : (
          <button
            className="btn btn--small"
            type="button"
            disabled={busy === u._id || u.disabled}
            aria-label={`Make An Admin: ${u.email}`}
            onClick={() => void promote(u)}
          >
            Make An Admin
          </button>
        ),
    },
    {
      header: "Account",
      cell: (u) => {
        if (u._id === ownUid) return <span className="admin-page__status">You</span>;
        if (u.disabled) {
          return (
            <span className="admin-actions">
              <span className="admin-badge admin-badge--disabled">Disabled</span>
              <button
                className="btn btn--ghost btn--small"
                type="button"
                disabled={busy === u._id}
                aria-label={`Enable ${u.email}`}
                onClick={() => void changeDisabled(u, false)}
              >
                Enable
              </button>
            </span>
          );
        }
        return (
          <button
            className="btn btn--danger btn--small"
            type="button"
            disabled={busy === u._id}
            aria-label={`Disable ${u.email}`}
            title="Disable this account"
            onClick={() => setToDisable(u)}
          >
            <span aria-hidden="true">✕</span> Disable
          </button>
        );
      },
    },
  ];

  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>All Users{users.data ? ` (${users.data.length})` : ""}</h1>
      </div>
      <ListStatus
        status={users.status}
        error={users.error}
        refreshing={users.refreshing}
        what="users"
        onRetry={users.refresh}
      />
      {users.data && (
        <ScrollRegion label="Users table">
          <Table
            caption="All users"
            columns={columns}
            rows={users.data}
            rowKey={(u) => u._id}
            empty="No users yet."
          />
        </ScrollRegion>
      )}
      <Modal
        open={toDisable !== null}
        title="Disable this account?"
        onClose={() => setToDisable(null)}
        actions={
          <>
            <button
              className="btn btn--danger"
              type="button"
              disabled={toDisable !== null && busy === toDisable._id}
              onClick={() => toDisable && void changeDisabled(toDisable, true)}
            >
              Disable
            </button>
            <button className="btn btn--ghost" type="button" onClick={() => setToDisable(null)}>
              Close
            </button>
          </>
        }
      >
        <p>
          {toDisable?.email} will be signed out and can no longer sign in until you enable the account again.
          Their purchases are kept.
        </p>
      </Modal>
    </section>
  );
}
