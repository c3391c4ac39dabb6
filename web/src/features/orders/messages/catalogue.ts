import { defineCatalogue } from "@/lib/i18n/catalogue";
import { messages } from "./en";

/** The orders screens' catalogue: English with the screens, German and French in chunks of their own. */
export const ordersCatalogue = defineCatalogue(messages, {
  de: () => import("./de"),
  fr: () => import("./fr"),
});
