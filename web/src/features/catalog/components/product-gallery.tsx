import type { ProductPhoto } from "@shop/domain";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

/** How far a finger must travel sideways to turn to the next photo (CSS px). */
const SWIPE = 40;

/**
 * A product's photos: one large (the first is the page's largest paint: sized, eager, high
 * priority), thumbnails to choose another, Previous/Next buttons; arrow keys on any of the buttons
 * and a sideways swipe on the photo turn it. The photo's number is announced.
 */
export function ProductGallery({ photos, name }: { photos: ProductPhoto[]; name: string }) {
  const [index, setIndex] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const count = photos.length;
  const show = (i: number) => setIndex((i + count) % count);
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      show(index + (e.key === "ArrowRight" ? 1 : -1));
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from !== null && Math.abs(e.clientX - from) >= SWIPE) show(index + (e.clientX < from ? 1 : -1));
  };
  return (
    <section className="gallery" aria-label={`Photos of ${name}`}>
      <img
        className="gallery__photo"
        src={current.url}
        alt={current.alt}
        width="800"
        height="600"
        loading="eager"
        fetchPriority={index === 0 ? "high" : "auto"}
        onPointerDown={(e) => (swipeFrom.current = e.clientX)}
        onPointerUp={onPointerUp}
        draggable={false}
      />
      {count > 1 && (
        <div className="gallery__controls">
          <button type="button" className="btn btn--ghost" onClick={() => show(index - 1)} onKeyDown={onKey}>
            Previous photo
          </button>
          <p className="gallery__position" aria-live="polite">
            Photo {index + 1} of {count}
          </p>
          <button type="button" className="btn btn--ghost" onClick={() => show(index + 1)} onKeyDown={onKey}>
            Next photo
          </button>
          <ul className="gallery__thumbs">
            {photos.map((photo, i) => (
              <li key={`${i}:${photo.url}`}>
                <button
                  type="button"
                  className="gallery__thumb"
                  aria-label={`Photo ${i + 1}: ${photo.alt}`}
                  aria-pressed={i === index}
                  onClick={() => show(i)}
                  onKeyDown={onKey}
                >
                  <img src={photo.url} alt="" width="96" height="72" loading="lazy" decoding="async" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
