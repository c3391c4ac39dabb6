/** Consent: what other areas may use (the privacy area exports and erases the record). */
export { consentsCol } from "./data.js";
