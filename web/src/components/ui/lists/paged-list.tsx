import type { Page, WithId } from "@shop/domain";
import { Fragment, type ReactNode } from "react";
import type { AsyncState } from "@/lib/api/use-async";
import { Pagination } from "./pagination";
import { Spinner } from "../spinner";

interface PagedListProps<T> {
  list: AsyncState<Page<T>> & { reload: () => void };
  page: number;
  onPage: (page: number) => void;
  pageSize: number;
  /** The pager's name ("Product pages"). */
  label: string;
  /** What loads ("products"), for the spinner, the error and the empty list. */
  noun: string;
  empty: string;
  /** The grid's class; the cards and their placeholders must be boxes of fixed size. */
  grid: string;
  /** One placeholder card, the size of a loaded card. */
  placeholder: ReactNode;
  children: (items: WithId<T>[]) => ReactNode;
  /** Page links instead of buttons (see Pagination). */
  hrefFor?: (page: number) => string;
}

/**
 * A public list paged on the server (the home page's products and feedback, the shop). While a page
 * loads, placeholders of the cards' exact size fill the grid and the pager's row is reserved, so the
 * loaded page takes the same space: nothing around it moves (CLS 0). The build's pre-render shows
 * this loading state; the browser then fetches the current page.
 */
export function PagedList<T>(p: PagedListProps<T>) {
  const { list } = p;
  if (list.status === "error") {
    return (
      <div role="alert" className="load-error">
        <p>We could not load the {p.noun} right now.</p>
        <button type="button" className="btn btn--ghost" onClick={list.reload}>
          Try again
        </button>
      </div>
    );
  }
  if (list.status === "success" && list.data.items.length === 0) return <p className="muted">{p.empty}</p>;
  return (
    <>
      {list.status === "loading" ? (
        <div className="list-loading">
          <Spinner label={`Loading ${p.noun}`} />
          <div className={p.grid} aria-hidden="true">
            {Array.from({ length: p.pageSize }, (_, i) => (
              <Fragment key={i}>{p.placeholder}</Fragment>
            ))}
          </div>
        </div>
      ) : (
        <div className={p.grid}>{p.children(list.data.items)}</div>
      )}
      <div className="pager-row">
        {list.status === "success" && (
          <Pagination
            label={p.label}
            total={list.data.total}
            pageSize={p.pageSize}
            current={p.page}
            onChange={p.onPage}
            hrefFor={p.hrefFor}
          />
        )}
      </div>
    </>
  );
}
