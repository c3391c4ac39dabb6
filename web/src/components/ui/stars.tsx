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

/** Five clickable stars; 0 means none chosen yet. */
export function StarsInput({
  value,
  onChange,
  label = "Rating",
}: {
  value: number;
  onChange: (stars: number) => void;
  label?: string;
}) {
  return (
    <div className="stars stars--input" role="radiogroup" aria-label={label}>
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} star${n > 1 ? "s" : ""}`}
          className={n <= value ? "star star--on" : "star"}
          onClick={() => onChange(n)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
