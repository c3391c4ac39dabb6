import { useState } from "react";
import { toast } from "react-toastify";
import { countryName, formatMoney, type ShippingZoneAnswer } from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { useDeleteShippingZone } from "../api/delete-shipping-zone";
import { useShippingZones } from "../api/get-shipping-zones";
import { ZoneForm } from "../components/zone-form";

/** /dashboard/shipping (admins): the shipping zones — where the shop ships and what it costs. */
export function Component() {
  const zones = useShippingZones();
  const remove = useDeleteShippingZone();
  const [editing, setEditing] = useState<ShippingZoneAnswer | null>(null);

  const columns: Column<ShippingZoneAnswer>[] = [
    { header: "Zone", cell: (z) => z.name },
    {
      header: "Countries",
      cell: (z) => <span title={z.countries.map(countryName).join(", ")}>{z.countries.join(", ")}</span>,
    },
    { header: "Rate", cell: (z) => formatMoney(z.rateCents, "usd") },
    { header: "Free from", cell: (z) => (z.freeOverCents ? formatMoney(z.freeOverCents, "usd") : "—") },
    {
      header: "Actions",
      cell: (z) => (
        <>
          <button
            type="button"
            className="btn btn--small"
            aria-label={`Edit ${z.name}`}
            onClick={() => setEditing(z)}
          >
            Edit
          </button>{" "}
          <button
            type="button"
            className="btn btn--small btn--ghost"
            aria-label={`Delete ${z.name}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(z._id, {
                onSuccess: () => toast.success(`Shipping zone ${z.name} deleted`),
                onError: (err) => toast.error(`Fail to delete the zone: ${err.message}`),
              })
            }
          >
            Delete
          </button>
        </>
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <h1>Shipping</h1>
      <p>An address outside every zone cannot order. Free shipping counts the goods after the discount.</p>
      <h2>{editing ? `Edit ${editing.name}` : "New zone"}</h2>
      <ZoneForm editing={editing} onDone={() => setEditing(null)} />
      <h2>Zones</h2>
      {zones.isPending && <p>Loading the shipping zones…</p>}
      {zones.error && (
        <p className="load-error" role="alert">
          {zones.error.message}
        </p>
      )}
      {zones.data && (
        <Table
          caption="Shipping zones"
          columns={columns}
          rows={zones.data}
          rowKey={(z) => z._id}
          empty="No shipping zones: the shop ships nowhere."
        />
      )}
    </section>
  );
}
