import { STAFF_ROLES, type StaffRole, type UserSummary } from "@shop/domain";

/** How All Users names each staff role. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  admin: "Admin",
  manager: "Manager",
  support: "Support",
  fulfilment: "Fulfilment",
  accountant: "Accountant",
};

/** The account's staff role as the server sees it (a legacy admin without one is an `admin`). */
export function staffRoleOf(user: UserSummary): StaffRole | null {
  return user.staffRole ?? (user.role === "admin" ? "admin" : null);
}

interface RoleSelectProps {
  user: UserSummary;
  disabled: boolean;
  onChange: (role: StaffRole | null) => void;
}

/** The owner's choice of an account's staff role (All Users, issue 52); "No role" takes it away. */
export function RoleSelect({ user, disabled, onChange }: RoleSelectProps) {
  const current = staffRoleOf(user);
  return (
    <select
      className="admin-role-select"
      aria-label={`Staff role: ${user.email}`}
      value={current ?? ""}
      disabled={disabled}
      onChange={(e) => {
        const next = STAFF_ROLES.find((role) => role === e.target.value) ?? null;
        if (next !== current) onChange(next);
      }}
    >
      <option value="">No role</option>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
