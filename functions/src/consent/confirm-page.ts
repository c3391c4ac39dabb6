/**
 * The small pages a confirmation link shows (issue 50). The link's GET only shows the question
 * and a 'Confirm' button (a form POSTing to the same address); mail scanners that fetch the link
 * therefore confirm nothing. No script and no inline style (the shop's CSP).
 */
import { CONSENT_TEXT, escapeHtml } from "@shop/domain";

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const backHome = (home: string) => `<p><a href="${escapeHtml(home)}">Back to the shop</a></p>`;

/** The link's page while the consent waits: the question and the button that confirms. */
export function confirmQuestionPage(token: string, home: string): string {
  // Relative: the same path (through Hosting's /api rewrite or the function's own address).
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    CONSENT_TEXT.confirmTitle,
    `<p>${escapeHtml(CONSENT_TEXT.confirmQuestion)}</p>` +
      `<form method="post" action="${escapeHtml(action)}">` +
      `<button type="submit">${escapeHtml(CONSENT_TEXT.confirmButton)}</button></form>` +
      backHome(home),
  );
}

/** The page once confirmed (after the POST, or the link opened again later). */
export function confirmedPage(home: string): string {
  return page(CONSENT_TEXT.confirmed, backHome(home));
}
