import { useMessages } from "../api/messages/get-messages";
import { ListFiltersBar, useListFilters } from "@/components/ui/lists/list-filters";
import { ListStatus } from "../components/list-status";
import { PhoneFold } from "@/components/ui/lists/phone-fold";
import { mailtoHref } from "@/lib/mailto";
import "../admin.css";

/** The sender's address: a link only when it is one address (encoded), plain text otherwise. */
function MailtoLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  return href ? <a href={href}>{address}</a> : <span>{address}</span>;
}

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Contact-form messages, newest first. */
export function Component() {
  const [filters, setFilters] = useListFilters();
  const messages = useMessages(filters);
  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>Messages{messages.data ? ` (${messages.data.length})` : ""}</h1>
      </div>
      <div className="admin-tools">
        <PhoneFold label="Filters" open={Object.keys(filters).length > 0}>
          <ListFiltersBar
            filters={filters}
            onChange={setFilters}
            hint="A sender's email or its start, a name or company"
          />
        </PhoneFold>
      </div>
      <ListStatus query={messages} what="messages" />
      {messages.data &&
        (messages.data.length === 0 ? (
          <p className="table-empty">
            {Object.keys(filters).length > 0 ? "No messages match these filters." : "No messages yet."}
          </p>
        ) : (
          <ul className="admin-messages">
            {messages.data.map((m) => (
              <li key={m._id} className="admin-message">
                <article aria-label={`Message from ${m.name}`}>
                  <h2 className="admin-message__from">
                    {m.name}
                    {m.company ? ` · ${m.company}` : ""}
                  </h2>
                  <p className="admin-message__meta">
                    <MailtoLink address={m.email} />
                    {m.phone && <a href={`tel:${m.phone.replace(/[^0-9+]/g, "")}`}>{m.phone}</a>}
                    <time dateTime={new Date(m.createdAt).toISOString()}>{DATE.format(m.createdAt)}</time>
                  </p>
                  <p className="admin-message__text">{m.message}</p>
                </article>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
