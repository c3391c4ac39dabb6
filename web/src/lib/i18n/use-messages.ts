/**
 * A screen's words: `const { t, formatDateTime } = useMessages(cartCatalogue)`, formatted with
 * FormatJS's intl-messageformat (plurals, selects, numbers): it loads with the screens that use it.
 */
import type { Catalogue } from "./catalogue";
import { translator } from "./format-icu";
import { useCatalogue, type Words } from "./use-catalogue";

export type { Words };
export { formatDateTime } from "./use-catalogue";

export function useMessages<K extends string>(catalogue: Catalogue<K>): Words<K> {
  return useCatalogue(catalogue, translator);
}
