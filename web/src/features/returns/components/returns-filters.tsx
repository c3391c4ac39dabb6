/**
 * The Returns table's search and state filter, kept in the URL (`?q=&state=`) like the other admin
 * tables, so a filtered list can be shared and Back goes back. The search runs on Enter or Search.
 */
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { RETURN_STATES, RETURN_STATE_LABELS, type ListFilters } from "@shop/domain";
import { Field, SelectField } from "@/components/ui/field";

export function useReturnFilters(): [ListFilters, (change: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: ListFilters = {};
  const q = params.get("q")?.trim();
  const state = params.get("state")?.trim();
  if (q) filters.q = q;
  if (state) filters.state = state;
  const set = (change: ListFilters) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (typeof value === "string" && value.trim()) next.set(key, value.trim());
      else next.delete(key);
    }
    setParams(next);
  };
  return [filters, set];
}

export function ReturnsFilters({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (change: ListFilters) => void;
}) {
  const [text, setText] = useState(filters.q ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text });
  };
  return (
    <form className="admin-filters" role="search" aria-label="Filter the returns" onSubmit={submit}>
      <Field
        label="Search"
        type="search"
        value={text}
        maxLength={100}
        hint="An RMA number, a customer's email or name, a product, a purchase or order id"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--small">
        Search
      </button>
      <SelectField
        label="State"
        value={filters.state ?? ""}
        onChange={(e) => onChange({ state: e.target.value })}
      >
        <option value="">All</option>
        {RETURN_STATES.map((s) => (
          <option key={s} value={s}>
            {RETURN_STATE_LABELS[s]}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
