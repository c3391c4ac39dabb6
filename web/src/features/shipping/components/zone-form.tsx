import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import {
  SHIPPING_ZONE_ID_MESSAGE,
  SHIPPING_ZONE_ID_PATTERN,
  parseDollarsToCents,
  shippingZoneInputSchema,
  type ShippingZoneAnswer,
} from "@shop/domain";
import { usePutShippingZone } from "../api/put-shipping-zone";

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);

/**
 * A zone's id, name, countries (ISO codes, comma-separated), rate and free-shipping amount: a new
 * zone, or the zone being edited (its id fixed). Checked with the API's own schema first.
 */
export function ZoneForm({ editing, onDone }: { editing: ShippingZoneAnswer | null; onDone: () => void }) {
  const put = usePutShippingZone();
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const id = editing?._id ?? text("id");
    if (!SHIPPING_ZONE_ID_PATTERN.test(id)) return setError(SHIPPING_ZONE_ID_MESSAGE);
    const parsed = shippingZoneInputSchema.safeParse({
      name: text("name"),
      countries: text("countries")
        .split(/[\s,]+/)
        .filter(Boolean),
      rateCents: parseDollarsToCents(text("rate")) ?? -1,
      freeOverCents: text("freeOver") ? (parseDollarsToCents(text("freeOver")) ?? -1) : null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the zone");
    setError(null);
    put.mutate(
      { id, zone: parsed.data },
      {
        onSuccess: (zone) => {
          toast.success(`Shipping zone ${zone.name} saved`);
          form.reset();
          onDone();
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <form key={editing?._id ?? "new"} className="form admin-form" noValidate onSubmit={submit}>
      {!editing && (
        <label>
          Zone id
          <input name="id" required autoComplete="off" placeholder="e.g. nordics" />
        </label>
      )}
      <label>
        Zone name
        <input name="name" required autoComplete="off" defaultValue={editing?.name ?? ""} />
      </label>
      <label>
        Countries (ISO codes, comma-separated)
        <input
          name="countries"
          required
          autoComplete="off"
          defaultValue={editing?.countries.join(", ") ?? ""}
        />
      </label>
      <label>
        Rate ($)
        <input name="rate" required inputMode="decimal" defaultValue={dollars(editing?.rateCents)} />
      </label>
      <label>
        Free shipping from ($, optional)
        <input name="freeOver" inputMode="decimal" defaultValue={dollars(editing?.freeOverCents)} />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={put.isPending}>
        {editing ? `Save ${editing.name}` : "Add zone"}
      </button>
    </form>
  );
}
