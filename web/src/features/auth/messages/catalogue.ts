import { defineCatalogue } from "@/lib/i18n/catalogue";
import { messages } from "./en";

/** My Profile's catalogue: English with the screen, German and French in chunks of their own. */
export const profileCatalogue = defineCatalogue(messages, {
  de: () => import("./de"),
  fr: () => import("./fr"),
});
