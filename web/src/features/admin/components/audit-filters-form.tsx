import { useForm } from "react-hook-form";
import { AUDIT_KINDS, type AuditKind } from "@shop/domain";
import { Field, SelectField } from "@/components/ui/fields/field";
import type { AuditFilters } from "../api/audit/audit-filters";

/** How the trail names each kind of change. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  "role-change": "Role change",
  refund: "Refund",
  "product-prices": "Prices",
  "product-stock": "Stock",
  "product-translations": "Translations",
  "promo-create": "New promo code",
  "promo-change": "Promo code on/off",
  "user-access": "Account disabled/enabled",
  "shipping-zone": "Shipping zone",
  "return-decision": "Return decision",
  shipment: "Shipment",
  "dispute-evidence": "Dispute evidence",
  "user-erasure": "Account erased",
  "mail-retry": "Mail sent again",
  "product-delete": "Product deleted",
  "product-create": "New product",
  "product-settings": "Product settings",
  "product-page": "Product page",
  "product-variants": "Variants",
  "refund-approval": "Refund approval",
};

interface FormValues {
  person: string;
  kind: AuditKind | "";
  from: string;
  to: string;
}

function toFilters(values: FormValues): AuditFilters {
  const filters: AuditFilters = {};
  if (values.person.trim()) filters.person = values.person.trim();
  if (values.kind) filters.kind = values.kind;
  if (values.from) filters.from = values.from;
  if (values.to) filters.to = values.to;
  return filters;
}

interface AuditFiltersFormProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Narrows the trail by person (email or uid), kind and UTC days; applied on Search. */
export function AuditFiltersForm({ filters, onChange }: AuditFiltersFormProps) {
  const { register, handleSubmit, reset } = useForm<FormValues>({
    defaultValues: { person: "", kind: "", from: "", to: "", ...filters },
  });
  function clear() {
    reset({ person: "", kind: "", from: "", to: "" });
    onChange({});
  }

  return (
    <form
      className="admin-filters"
      role="search"
      aria-label="Audit filters"
      onSubmit={(e) => void handleSubmit((values) => onChange(toFilters(values)))(e)}
    >
      <Field label="Person" hint="An email or a user id" autoComplete="off" {...register("person")} />
      <SelectField label="Kind" {...register("kind")}>
        <option value="">Every kind</option>
        {AUDIT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {AUDIT_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <Field label="From" type="date" {...register("from")} />
      <Field label="To" type="date" {...register("to")} />
      <div className="admin-filters__actions">
        <button className="btn btn--small" type="submit">
          Search
        </button>
        <button className="btn btn--small btn--ghost" type="button" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
