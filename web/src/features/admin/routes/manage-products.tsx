import { useState } from "react";
import { toast } from "react-toastify";
import {
  formatMoney,
  isLowStock,
  OTHER_CURRENCIES,
  pricesOf,
  lowStockThresholdOf,
  type Product,
  type ProductPageInput,
  type ProductSettings,
  type WithId,
} from "@shop/domain";
import { refusalText } from "@/lib/api/recent-sign-in";
import { Modal } from "@/components/ui/modal";
import { Pagination } from "@/components/ui/lists/pagination";
import { Table, type Column } from "@/components/ui/lists/table";
import { useChangeProductPage } from "../api/products/change-product-page";
import { useChangeProductSettings } from "../api/products/change-product-settings";
import { useDeleteProduct } from "../api/products/delete-product";
import { MANAGE_PAGE_SIZE, useProductsPage } from "../api/products/get-products";
import { useSetLowStockThreshold } from "../api/products/set-low-stock-threshold";
import { ListStatus } from "../components/list-status";
import { MaxPerOrderModal } from "../components/products/max-per-order-modal";
import { PricesModal } from "../components/products/prices-modal";
import { LowStockModal } from "../components/products/low-stock-modal";
import { ProductPageModal } from "../components/products/product-page-modal";
import { ScrollRegion } from "../components/scroll-region";
import { TranslationsModal } from "../components/products/translations/translations-modal";
import { VariantsModal } from "../components/products/variants-modal";
import "../admin.css";

type ProductRow = WithId<Product>;

/** '€249.00 · £219.00', or 'USD only'. */
function otherPricesText(p: Product): string {
  const list = pricesOf(p);
  const texts = OTHER_CURRENCIES.flatMap((c) => {
    const cents = list[c];
    return cents === undefined ? [] : [formatMoney(cents, c)];
  });
  return texts.length > 0 ? texts.join(" · ") : "USD only";
}

/** Spec §2 Manage Product: image, name, price, available, minimum order; Delete with a confirmation. */
export function Component() {
  const [page, setPage] = useState(1);
  const products = useProductsPage(page);
  const deleteProduct = useDeleteProduct();
  const [toDelete, setToDelete] = useState<ProductRow | null>(null);
  const changeSettings = useChangeProductSettings();
  const [toLimit, setToLimit] = useState<ProductRow | null>(null);
  const [toPrice, setToPrice] = useState<ProductRow | null>(null);
  const [toAlert, setToAlert] = useState<ProductRow | null>(null);
  const setThreshold = useSetLowStockThreshold();
  const changePage = useChangeProductPage();
  const [toPage, setToPage] = useState<ProductRow | null>(null);
  const [toVary, setToVary] = useState<ProductRow | null>(null);
  const [toTranslate, setToTranslate] = useState<ProductRow | null>(null);
  const total = products.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / MANAGE_PAGE_SIZE));
  // After deleting the only product of the last page, show the page before it.
  if (products.status === "success" && !products.isPlaceholderData && page > lastPage) setPage(lastPage);

  function remove(product: ProductRow) {
    deleteProduct.mutate(product._id, {
      onSuccess: () => {
        toast.success(`Product ${product.name} is deleted`);
        setToDelete(null);
      },
      onError: (err) => toast.error(`Fail to delete ${product.name}: ${refusalText(err)}`),
    });
  }

  function saveMaximum(product: ProductRow, settings: ProductSettings) {
    changeSettings.mutate(
      { id: product._id, settings },
      {
        onSuccess: () => {
          toast.success(
            settings.maxPerOrder === null
              ? `${product.name} has no maximum per order`
              : `${product.name}: at most ${settings.maxPerOrder} per order`,
          );
          setToLimit(null);
        },
        onError: (err) => toast.error(`Fail to change ${product.name}: ${err.message}`),
      },
    );
  }

  function savePrices(product: ProductRow, settings: ProductSettings) {
    changeSettings.mutate(
      { id: product._id, settings },
      {
        onSuccess: () => {
          toast.success(`${product.name}: prices saved`);
          setToPrice(null);
        },
        onError: (err) => toast.error(`Fail to change ${product.name}: ${err.message}`),
      },
    );
  }

  function saveThreshold(product: ProductRow, threshold: number) {
    setThreshold.mutate(
      { id: product._id, threshold },
      {
        onSuccess: () => {
          toast.success(`${product.name}: low stock alert at ${threshold}`);
          setToAlert(null);
        },
        onError: (err) => toast.error(`Fail to change the alert of ${product.name}: ${err.message}`),
      },
    );
  }

  function savePage(product: ProductRow, page: ProductPageInput) {
    changePage.mutate(
      { id: product._id, page },
      {
        onSuccess: (saved) => {
          toast.success(`${product.name}: its page at /shop/${saved.slug} is saved`);
          setToPage(null);
        },
        onError: (err) => toast.error(`Fail to change the page of ${product.name}: ${err.message}`),
      },
    );
  }

  const columns: Column<ProductRow>[] = [
    {
      header: "Image",
      cell: (p) => <img className="admin-thumb" src={p.image} alt="" width={64} height={48} loading="lazy" />,
    },
    { header: "Name", cell: (p) => p.name },
    {
      header: "Price",
      cell: (p) => (
        <>
          {formatMoney(p.priceCents, "usd")}{" "}
          <button
            className="btn btn--ghost btn--small"
            type="button"
            aria-label={`Prices of ${p.name}: ${otherPricesText(p)}. Change`}
            onClick={() => setToPrice(p)}
          >
            {otherPricesText(p)}
          </button>
        </>
      ),
    },
    {
      header: "Available",
      cell: (p) => (
        <>
          {p.availableOrder}
          {isLowStock(p.availableOrder, p) && <strong className="low-stock-mark"> Low stock</strong>}
        </>
      ),
    },
    { header: "Minimum order", cell: (p) => p.minimumOrder },
    {
      header: "Maximum per order",
      cell: (p) => (
        <button
          className="btn btn--ghost btn--small"
          type="button"
          aria-label={`Maximum per order of ${p.name}: ${p.maxPerOrder ?? "none"}. Change`}
          onClick={() => setToLimit(p)}
        >
          {p.maxPerOrder ?? "None"}
        </button>
      ),
    },
    {
      header: "Low stock alert",
      cell: (p) => (
        <button
          className="btn btn--ghost btn--small"
          type="button"
          aria-label={`Low stock alert of ${p.name}: at ${lowStockThresholdOf(p)}. Change`}
          onClick={() => setToAlert(p)}
        >
          At {lowStockThresholdOf(p)}
        </button>
      ),
    },
    {
      header: "Page",
      cell: (p) => (
        <button
          className="btn btn--ghost btn--small"
          type="button"
          aria-label={`Edit page of ${p.name}: photos, specifications, address and SEO`}
          onClick={() => setToPage(p)}
        >
          Edit page
        </button>
      ),
    },
    {
      header: "Variants",
      cell: (p) => (
        <button className="btn btn--ghost btn--small" type="button" onClick={() => setToVary(p)}>
          {/* The visible words begin the accessible name (WCAG 2.5.3), the product's name after them. */}
          {p.options?.length ? `${p.variants?.length ?? 0} variants` : "Add options"}
          <span className="visually-hidden">{p.options?.length ? ` of ${p.name}` : ` to ${p.name}`}</span>
        </button>
      ),
    },
    {
      header: "Translations",
      cell: (p) => (
        <button className="btn btn--ghost btn--small" type="button" onClick={() => setToTranslate(p)}>
          Translate<span className="visually-hidden">{` ${p.name} into German and French`}</span>
        </button>
      ),
    },
    {
      header: "Delete",
      cell: (p) => (
        <button
          className="btn btn--danger btn--small"
          type="button"
          aria-label={`Delete ${p.name}`}
          onClick={() => setToDelete(p)}
        >
          Delete
        </button>
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>Manage Product{products.data ? ` (${total})` : ""}</h1>
      </div>
      <ListStatus query={products} what="products" />
      {products.data && (
        <>
          <ScrollRegion label="Products table">
            <Table
              caption="Products"
              columns={columns}
              rows={products.data.items}
              rowKey={(p) => p._id}
              empty="No products yet. Add one from Add Product."
            />
          </ScrollRegion>
          <Pagination
            total={total}
            pageSize={MANAGE_PAGE_SIZE}
            current={page}
            onChange={setPage}
            label="Products pages"
          />
        </>
      )}
      <MaxPerOrderModal
        key={`limit-${toLimit?._id ?? ""}`}
        product={toLimit}
        busy={changeSettings.isPending}
        onClose={() => setToLimit(null)}
        onSave={saveMaximum}
      />
      <PricesModal
        key={`prices-${toPrice?._id ?? ""}`}
        product={toPrice}
        busy={changeSettings.isPending}
        onClose={() => setToPrice(null)}
        onSave={savePrices}
      />
      <LowStockModal
        key={`alert-${toAlert?._id ?? ""}`}
        product={toAlert}
        busy={setThreshold.isPending}
        onClose={() => setToAlert(null)}
        onSave={saveThreshold}
      />
      <ProductPageModal
        key={`page-${toPage?._id ?? ""}`}
        product={toPage}
        busy={changePage.isPending}
        onClose={() => setToPage(null)}
        onSave={savePage}
      />
      <VariantsModal key={`vary-${toVary?._id ?? ""}`} product={toVary} onClose={() => setToVary(null)} />
      <TranslationsModal
        key={`translate-${toTranslate?._id ?? ""}`}
        product={toTranslate}
        onClose={() => setToTranslate(null)}
      />
      <Modal
        open={toDelete !== null}
        title="Are you sure you want to delete?"
        onClose={() => setToDelete(null)}
        actions={
          <>
            <button
              className="btn btn--danger"
              type="button"
              disabled={deleteProduct.isPending}
              onClick={() => toDelete && remove(toDelete)}
            >
              Delete
            </button>
            <button className="btn btn--ghost" type="button" onClick={() => setToDelete(null)}>
              Close
            </button>
          </>
        }
      >
        <p>{toDelete?.name} leaves the shop. Purchases already made keep its name and image.</p>
      </Modal>
    </section>
  );
}
