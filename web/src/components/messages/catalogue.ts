import { defineCatalogue } from "@/lib/i18n/catalogue";
import { messages } from "./en";

/** The shared components' catalogue: the Address fieldset (the purchase page, the cart, the profile). */
export const addressCatalogue = defineCatalogue(messages, {
  de: () => import("./de"),
  fr: () => import("./fr"),
});
