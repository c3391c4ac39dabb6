/**
 * The search and filters above a list (issue 25; the admin tables and Returns): a search field labelled Search that searches
 * as you type (after a short pause) or on Enter, a state filter, and a UTC date range. They live
 * in the URL (`?q=&state=&from=&to=`), so a filtered list can be shared and Back goes back.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import type { ListFilters } from "@shop/domain";
import { Field, SelectField } from "../fields/field";
import "./list-tools.css";

const TYPING_PAUSE_MS = 350;
const FIELDS = ["q", "state", "from", "to"] as const;

/** The filters in the URL, and a setter that writes them there (a new history entry). */
export function useListFilters(): [ListFilters, (change: ListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: ListFilters = {};
  for (const f of FIELDS) {
    const v = params.get(f)?.trim();
    if (v) filters[f] = v;
  }
  const set = (change: ListFilters) => {
    const next = new URLSearchParams(params);
    for (const f of FIELDS) {
      if (!(f in change)) continue;
      const v = change[f]?.trim();
      if (v) next.set(f, v);
      else next.delete(f);
    }
    if (next.toString() !== params.toString()) setParams(next);
  };
  return [filters, set];
}

interface ListFiltersProps {
  filters: ListFilters;
  onChange: (change: ListFilters) => void;
  /** The table's states and their labels; none: no state filter. */
  states?: readonly { value: string; label: string }[];
  /** What the search finds, shown under the field. */
  hint: string;
}

/** Every control through the shared fields (components/ui/fields/field.tsx), in a row (`form--row`). */
export function ListFiltersBar({ filters, onChange, states, hint }: ListFiltersProps) {
  const [text, setText] = useState(filters.q ?? "");
  const [typed, setTyped] = useState(false);
  // Back/Forward (or a followed link) changes the URL: the field shows its search.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q ?? "");
    setTyped(false);
  }
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => onChange({ q: text }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, typed, onChange]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTyped(false);
    onChange({ q: text });
  }

  const active = Boolean(filters.q || filters.state || filters.from || filters.to);
  return (
    <form
      className="form form--row admin-filters"
      role="search"
      aria-label="Filter the list"
      onSubmit={submit}
    >
      <div className="admin-filters__search">
        <Field
          label="Search"
          type="search"
          value={text}
          maxLength={100}
          hint={hint}
          onChange={(e) => {
            setText(e.target.value);
            setTyped(true);
          }}
        />
      </div>
      {states && (
        <SelectField
          label="State"
          value={filters.state ?? ""}
          onChange={(e) => onChange({ state: e.target.value })}
        >
          <option value="">All</option>
          {states.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      )}
      <Field
        label="From"
        type="date"
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <Field
        label="To"
        type="date"
        value={filters.to ?? ""}
        min={filters.from}
        onChange={(e) => onChange({ to: e.target.value })}
      />
      {active && (
        <button
          className="btn btn--ghost btn--small"
          type="button"
          onClick={() => onChange({ q: "", state: "", from: "", to: "" })}
        >
          Clear filters
        </button>
      )}
    </form>
  );
}
