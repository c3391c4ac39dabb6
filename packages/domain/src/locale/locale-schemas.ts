import { z } from "zod";
import { LOCALES } from "./locale.js";

/** A locale as the API and stored documents carry it: 'en', 'de' or 'fr'. */
export const localeSchema = z.enum(LOCALES);
