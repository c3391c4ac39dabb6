import { toast } from "react-toastify";
import { formatMoney, type PromoCodeAnswer } from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { usePromoCodes } from "../api/promo-codes/get-promo-codes";
import { useSetPromoCodeActive } from "../api/promo-codes/set-promo-code-active";
import { ListStatus } from "../components/list-status";
import { PromoCodeForm } from "../components/promo-code-form";
import { ScrollRegion } from "../components/scroll-region";
import "../admin.css";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : "—");

/** /dashboard/promoCodes (admins): create codes, see their redemptions, deactivate them. */
export function Component() {
  const codes = usePromoCodes();
  const setActive = useSetPromoCodeActive();

  const columns: Column<PromoCodeAnswer>[] = [
    { header: "Code", cell: (c) => <code>{c.code}</code> },
    {
      header: "Discount",
      cell: (c) => (c.percentOff !== null ? `${c.percentOff} %` : formatMoney(c.amountOffCents ?? 0, "usd")),
    },
    { header: "Starts", cell: (c) => when(c.startsAt) },
    { header: "Ends", cell: (c) => when(c.endsAt) },
    {
      header: "Minimum subtotal",
      cell: (c) => (c.minSubtotalCents ? formatMoney(c.minSubtotalCents, "usd") : "—"),
    },
    {
      header: "Redeemed",
      cell: (c) => `${c.redeemed}${c.maxRedemptions !== null ? ` of ${c.maxRedemptions}` : ""}`,
    },
    {
      header: "Active",
      cell: (c) => (
        <button
          type="button"
          className="btn btn--small"
          aria-label={`${c.active ? "Deactivate" : "Activate"} ${c.code}`}
          disabled={setActive.isPending && setActive.variables.code === c.code}
          onClick={() =>
            setActive.mutate(
              { code: c.code, active: !c.active },
              { onError: (err) => toast.error(`Fail to change the promo code: ${err.message}`) },
            )
          }
        >
          {c.active ? "Deactivate" : "Activate"}
        </button>
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>Promo Codes</h1>
      </div>
      <h2>New code</h2>
      <PromoCodeForm />
      <h2>Codes</h2>
      <ListStatus query={codes} what="promo codes" />
      {codes.data && (
        <ScrollRegion label="Promo codes table">
          <Table
            caption="Promo codes"
            columns={columns}
            rows={codes.data}
            rowKey={(c) => c.code}
            empty="No promo codes yet."
          />
        </ScrollRegion>
      )}
    </section>
  );
}
