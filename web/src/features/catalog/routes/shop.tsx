import { PageHead } from "@/components/head/page-head";
import { ProductGrid } from "../components/product-grid";
import { useMessages } from "@/lib/i18n/use-messages";
import { catalogCatalogue } from "../messages/catalogue";

export function Component() {
  const { t } = useMessages(catalogCatalogue);
  return (
    <div className="page">
      <PageHead title={t("shop.title")} description={t("shop.description")} canonicalPath="/shop" />
      <ProductGrid heading={t("shop.heading")} level={1} />
      <p className="muted">{t("shop.note")}</p>
    </div>
  );
}
