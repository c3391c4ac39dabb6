/**
 * The words of a catalogue that holds texts and `{arguments}` only (no plural, select or number
 * format): formatted without intl-messageformat, so the components that use it (the product cards
 * of the home page, in the first load) add no formatting library to it.
 */
import type { Locale } from "@shop/domain";
import type { Catalogue, Translations } from "./catalogue";
import { simpleTranslator, type Translate } from "./format-message";
import { useCatalogue, type Words } from "./use-catalogue";

const plain = <K extends string>(_locale: Locale, messages: Translations<K>): Translate<K> =>
  simpleTranslator(messages);

export function usePlainMessages<K extends string>(catalogue: Catalogue<K>): Words<K> {
  return useCatalogue(catalogue, plain);
}
