import { ProductGrid } from "../components/product-grid";

export function Component() {
  return (
    <div className="page">
      <ProductGrid heading="Shop" level={1} />
      <p className="muted">Every order ships from our own workshop. Prices include a one-year warranty.</p>
    </div>
  );
}
