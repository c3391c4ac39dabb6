const STARS = [1, 2, 3, 4, 5] as const;

/** Draws `value` filled stars out of 5 (read-only). */
export function Stars({ value }: { value: number }) {
  return (
    <span className="stars" role="img" aria-label={`${value} out of 5 stars`}>
      {STARS.map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? "star star--on" : "star"}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The star a key moves to from star `n` (ARIA radio group: arrows wrap, Home and End). */
function starForKey(key: string, n: number): number | undefined {
  if (key === "ArrowRight" || key === "ArrowUp") return n === 5 ? 1 : n + 1;
  if (key === "ArrowLeft" || key === "ArrowDown") return n === 1 ? 5 : n - 1;
  if (key === "Home") return 1;
  if (key === "End") return 5;
  return undefined;
}

/**
 * Five clickable stars; 0 means none chosen yet. A radio group for the keyboard too: one Tab stop
 * (the chosen star, or the first), arrow keys move and choose, Space or Enter chooses.
 */
export function StarsInput({
  value,
  onChange,
  label = "Rating",
}: {
  value: number;
  onChange: (stars: number) => void;
  label?: string;
}) {
  const tabStop = value >= 1 && value <= 5 ? value : 1;
  return (
    <div className="stars stars--input" role="radiogroup" aria-label={label}>
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n > 1 ? "s" : ""}`}
          tabIndex={n === tabStop ? 0 : -1}
          className={n <= value ? "star star--on" : "star"}
          onClick={() => onChange(n)}
          onKeyDown={(e) => {
            const next = starForKey(e.key, n);
            if (next === undefined) return;
            e.preventDefault();
            onChange(next);
            const stars = e.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>("[role=radio]");
            stars?.[next - 1]?.focus();
          }}
        >
          ★
        </button>
      ))}
    </div>
  );
}
