import { pageCount } from "@shop/domain";

interface PaginationProps {
  total: number;
  pageSize: number;
  current: number;
  onChange: (page: number) => void;
  label: string;
}

/** Page numbers (total ÷ page size, rounded up); the current one is highlighted. */
export function Pagination({ total, pageSize, current, onChange, label }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
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
      ))}
    </nav>
  );
}
