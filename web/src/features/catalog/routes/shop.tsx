import { ProductGrid } from "../components/product-grid";

export function Component() {
  return (
    <div className="page">
      <h1>Shop</h1>
      <ProductGrid heading="All products" />
    </div>
  );
}
