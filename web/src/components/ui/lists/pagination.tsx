import { pageCount } from "@shop/domain";
import { Link } from "react-router-dom";

interface PaginationProps {
  total: number;
  pageSize: number;
  current: number;
  onChange: (page: number) => void;
  label: string;
  /**
   * Pages as links (`?page=N`) instead of buttons: they work without scripts (the server renders
   * that page) and, with them, navigate in the app; the page then follows the URL.
   */
  hrefFor?: (page: number) => string;
}

/** Page numbers (total ÷ page size, rounded up); the current one is highlighted. */
export function Pagination({ total, pageSize, current, onChange, label, hrefFor }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) =>
        hrefFor ? (
          <Link
            key={n}
            to={hrefFor(n)}
            preventScrollReset
            className={n === current ? "pagination__page pagination__page--current" : "pagination__page"}
            aria-current={n === current ? "page" : undefined}
            aria-label={`Page ${n}`}
          >
            {n}
          </Link>
        ) : (
          <button
            key={n}
            type="button"
            className={n === current ? "pagination__page pagination__page--current" : "pagination__page"}
            aria-current={n === current ? "page" : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ),
      )}
    </nav>
  );
}
