import { defineCatalogue } from "@/lib/i18n/catalogue";
import { messages } from "./en";

/** The payment page's catalogue: English with the screen, German and French in chunks of their own. */
export const paymentsCatalogue = defineCatalogue(messages, {
  de: () => import("./de"),
  fr: () => import("./fr"),
});
