import { PageHead } from "@/components/head/page-head";
import { ProductGrid } from "../components/product-grid";

const HEAD = {
  title: "Shop | Gimbal",
  description:
    "Buy 3-axis action-camera gimbals, bundles and accessories straight from our workshop. Every price includes a one-year warranty.",
  canonicalPath: "/shop",
};

export function Component() {
  return (
    <div className="page">
      <PageHead {...HEAD} />
      <ProductGrid heading="Shop" level={1} />
      <p className="muted">Every order ships from our own workshop. Prices include a one-year warranty.</p>
    </div>
  );
}
