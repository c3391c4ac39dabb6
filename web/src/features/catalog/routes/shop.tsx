import { PageHead } from "@/components/head/page-head";
import { ProductGrid } from "../components/product-grid";
import { usePlainMessages } from "@/lib/i18n/use-plain-messages";
import { catalogCatalogue } from "../messages/catalogue";

export function Component() {
  const { t } = usePlainMessages(catalogCatalogue);
  return (
    <div className="page">
      <PageHead title={t("shop.title")} description={t("shop.description")} canonicalPath="/shop" />
      <ProductGrid heading={t("shop.heading")} level={1} />
      <p className="muted">{t("shop.note")}</p>
    </div>
  );
}
