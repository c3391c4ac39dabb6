/** The storefront's pages are served by its function (triggers.ts); other areas use nothing of it. */
export {};
