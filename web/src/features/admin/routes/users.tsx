import { useState } from "react";
import { toast } from "react-toastify";
import { Modal } from "@/components/ui/modal";
import { Table, type Column } from "@/components/ui/lists/table";
import { ApiError } from "@/lib/api/api-client";
import { refusalText } from "@/lib/api/recent-sign-in";
import { useSession } from "@/lib/session/session";
import type { StaffRole, UserSummary } from "@shop/domain";
import { useStaffRole } from "@/lib/session/admin-claim";
import { useUsers } from "../api/users/get-users";
import { ListFiltersBar, useListFilters } from "@/components/ui/lists/list-filters";
import { useMakeAdmin } from "../api/users/make-admin";
import { useSetUserDisabled } from "../api/users/set-user-disabled";
import { useSetUserRole } from "../api/users/set-user-role";
import { RoleSelect, STAFF_ROLE_LABELS } from "../components/users/role-select";
import { ListStatus } from "../components/list-status";
import { PhoneFold } from "@/components/ui/lists/phone-fold";
import { ScrollRegion } from "../components/scroll-region";
import "../admin.css";

const USER_STATE_OPTIONS = [
  { value: "admin", label: "Admins" },
  { value: "customer", label: "Customers" },
  { value: "disabled", label: "Disabled" },
] as const;

function failure(prefix: string, err: Error): string {
  if (err instanceof ApiError && err.status === 403) return prefix;
  return `${prefix}: ${refusalText(err)}`;
}

/** Spec §2 All Users: email and role, Make An Admin for non-admins; accounts can be disabled. */
export function Component() {
  const { session } = useSession();
  const ownUid = session.status === "signed-in" ? session.user.uid : "";
  const [filters, setFilters] = useListFilters();
  const users = useUsers(filters);
  const makeAdmin = useMakeAdmin();
  const setUserDisabled = useSetUserDisabled();
  const setUserRole = useSetUserRole();
  // Only an owner gives and takes staff roles (issue 52); everyone else sees the spec's page.
  const isOwner = useStaffRole() === "owner";
  const [toDisable, setToDisable] = useState<UserSummary | null>(null);
  // The account an action is under way for (its buttons are disabled meanwhile).
  const busy = makeAdmin.isPending
    ? (users.data?.find((u) => u.email === makeAdmin.variables)?._id ?? null)
    : setUserDisabled.isPending
      ? (setUserDisabled.variables?.uid ?? null)
      : setUserRole.isPending
        ? (setUserRole.variables?.uid ?? null)
        : null;

  function promote(user: UserSummary) {
    makeAdmin.mutate(user.email, {
      onSuccess: () => toast.success("Successfully Made an Admin"),
      onError: (err) => toast.error(failure("Fail to Make an Admin", err)),
    });
  }

  function changeRole(user: UserSummary, role: StaffRole | null) {
    const idempotencyKey = crypto.randomUUID();
    setUserRole.mutate(
      { uid: user._id, role, idempotencyKey },
      {
        onSuccess: () =>
          toast.success(
            role ? `${user.email} is now ${STAFF_ROLE_LABELS[role]}` : `${user.email} has no staff role now`,
          ),
        onError: (err) => toast.error(failure("Fail to change the role", err)),
      },
    );
  }

  function changeDisabled(user: UserSummary, disabled: boolean) {
    setUserDisabled.mutate(
      { uid: user._id, disabled },
      {
        onSuccess: () => {
          toast.success(disabled ? `${user.email} is disabled` : `${user.email} is enabled again`);
          setToDisable(null);
        },
        onError: (err) =>
          toast.error(failure(disabled ? "Fail to disable the account" : "Fail to enable the account", err)),
      },
    );
  }

  const staffRoleColumn: Column<UserSummary> = {
    header: "Staff role",
    cell: (u) => <RoleSelect user={u} disabled={busy === u._id} onChange={(role) => changeRole(u, role)} />,
  };

  const columns: Column<UserSummary>[] = [
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
            onClick={() => promote(u)}
          >
            Make An Admin
          </button>
        ),
    },
    ...(isOwner ? [staffRoleColumn] : []),
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
                onClick={() => changeDisabled(u, false)}
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
      <div className="admin-tools">
        <PhoneFold label="Filters" open={Object.keys(filters).length > 0}>
          <ListFiltersBar
            filters={filters}
            onChange={setFilters}
            states={USER_STATE_OPTIONS}
            hint="An email or its start, a name; the date is when the account was made"
          />
        </PhoneFold>
      </div>
      <ListStatus query={users} what="users" />
      {users.data && (
        <ScrollRegion label="Users table">
          <Table
            caption="All users"
            columns={columns}
            rows={users.data}
            rowKey={(u) => u._id}
            empty={Object.keys(filters).length > 0 ? "No users match these filters." : "No users yet."}
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
              onClick={() => toDisable && changeDisabled(toDisable, true)}
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
