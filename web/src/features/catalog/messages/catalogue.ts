import { defineCatalogue } from "@/lib/i18n/catalogue";
import { messages } from "./en";

/** The shop's catalogue (the shop, the home page's products, a product's page): German and French in chunks of their own. */
export const catalogCatalogue = defineCatalogue(messages, {
  de: () => import("./de"),
  fr: () => import("./fr"),
});
