/** The shop's and the product page's words in English: today's texts. */
export const messages = {
  "shop.title": "Shop | Gimbal",
  "shop.description":
    "Buy 3-axis action-camera gimbals, bundles and accessories straight from our workshop. Every price includes a one-year warranty.",
  "shop.heading": "Shop",
  "shop.note": "Every order ships from our own workshop. Prices include a one-year warranty.",
  "grid.ourProducts": "Our Products",
  "grid.pages": "Product pages",
  "grid.empty": "No products are on sale right now. Please come back soon.",
  "card.stock": "Minimum order: {minimum} · Available: {available}",
  "card.buyNow": "Buy Now",
  "card.buyNowName": "Buy Now: {name}",
  "stock.soldOut": "Sold out",
  "stock.notSold": "Not sold",
  "stock.fewLeft": "Only {count} left",
  "stock.inStock": "In stock",
  "buy.minimum": "Minimum order",
  "buy.maximum": "Maximum per order",
  "buy.adding": "Adding…",
  "buy.addToCart": "Add to Cart",
  "buy.added": "Added to cart",
  "buy.notAdded": "We could not add it to your cart",
};

export type CatalogKey = keyof typeof messages;
export type Messages = Record<CatalogKey, string>;
