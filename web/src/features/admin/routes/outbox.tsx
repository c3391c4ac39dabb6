import { toast } from "react-toastify";
import { MAIL_STATES, type Mail, type WithId } from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { useOutbox } from "../api/outbox/get-outbox";
import { ListFiltersBar, useListFilters } from "@/components/ui/lists/list-filters";
import { useResendMail } from "../api/outbox/resend-mail";
import { ListStatus } from "../components/list-status";
import { PhoneFold } from "@/components/ui/lists/phone-fold";
import { ScrollRegion } from "../components/scroll-region";
import "../admin.css";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const STATE_LABEL: Record<Mail["delivery"]["state"], string> = {
  PENDING: "Pending",
  PROCESSING: "Sending",
  SUCCESS: "Sent",
  ERROR: "Failed",
  HELD: "Held (address not verified)",
};

/** Admin outbox: the newest mails the shop sent or tried to send, with their state and error. */
export function Component() {
  const [filters, setFilters] = useListFilters();
  const outbox = useOutbox(filters);
  const resend = useResendMail();

  function sendAgain(mail: WithId<Mail>) {
    resend.mutate(mail._id, {
      onSuccess: () => toast.success("Mail queued again"),
      onError: (err) => toast.error(`Fail to send the mail again: ${err.message}`),
    });
  }

  const columns: Column<WithId<Mail>>[] = [
    {
      header: "When",
      cell: (m) => <time dateTime={new Date(m.createdAt).toISOString()}>{DATE.format(m.createdAt)}</time>,
    },
    { header: "To", cell: (m) => m.to },
    { header: "Subject", cell: (m) => m.message.subject },
    {
      header: "State",
      cell: (m) => (
        <span className={`admin-badge admin-badge--mail-${m.delivery.state.toLowerCase()}`}>
          {STATE_LABEL[m.delivery.state]}
        </span>
      ),
    },
    { header: "Attempts", cell: (m) => m.delivery.attempts },
    {
      header: "Error",
      cell: (m) => (m.delivery.error ? <span className="admin-mail-error">{m.delivery.error}</span> : null),
    },
    {
      header: "Action",
      cell: (m) => {
        if (m.delivery.state !== "ERROR") return null;
        if (m.resentAs) return <span className="admin-page__status">Sent again</span>;
        return (
          <button
            className="btn btn--small"
            type="button"
            disabled={resend.isPending && resend.variables === m._id}
            aria-label={`Send again: ${m.message.subject} to ${m.to}`}
            onClick={() => sendAgain(m)}
          >
            Send again
          </button>
        );
      },
    },
  ];

  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>Outbox{outbox.data ? ` (${outbox.data.length})` : ""}</h1>
      </div>
      <div className="admin-tools">
        <PhoneFold label="Filters" open={Object.keys(filters).length > 0}>
          <ListFiltersBar
            filters={filters}
            onChange={setFilters}
            states={MAIL_STATES.map((value) => ({ value, label: STATE_LABEL[value] }))}
            hint="A recipient's email or its start, a word of the subject, a mail, purchase or order id"
          />
        </PhoneFold>
      </div>
      <ListStatus query={outbox} what="mails" />
      {outbox.data && (
        <ScrollRegion label="Outbox table">
          <Table
            caption="Recent mails"
            columns={columns}
            rows={outbox.data}
            rowKey={(m) => m._id}
            empty="No mails yet."
          />
        </ScrollRegion>
      )}
    </section>
  );
}
