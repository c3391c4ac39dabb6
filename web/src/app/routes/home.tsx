import { Link } from "react-router-dom";
import { ProductGrid } from "@/features/catalog/components/product-grid";

/** The home page composes the marketing sections, the catalogue and customer feedback. */
export function Component() {
  return (
    <div className="page">
      <section className="hero">
        <h1>Stabilise every shot</h1>
        <p>3-axis action-camera gimbals: 5 modes, Bluetooth control, 6-8 hours battery.</p>
        <Link className="btn" to="/shop">
          Buy Now
        </Link>
      </section>
      <ProductGrid />
    </div>
  );
}
