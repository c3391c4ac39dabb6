/** The reconciliation's collection: one document per run. */
import type { Reconciliation } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const RECONCILIATIONS = "reconciliations";
export const reconciliationsCol = typedCollection<Reconciliation>(RECONCILIATIONS);
