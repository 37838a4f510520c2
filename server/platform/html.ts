const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values (mail bodies, the page shell). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * A page of its own outside the app (an offer link, a refusal met in a tab the browser opened):
 * plain HTML, no script, readable on a 390 px phone.
 */
export const plainPage = (title: string, body: string, style: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Loadout</title><style>${style}</style></head><body><main>${body}</main></body></html>`;

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/**
 * Plain lines as a small HTML message, each line a paragraph and each address a link, no wider
 * than the phone that reads it (long words and addresses wrap instead of widening the page).
 */
export const mailHtml = (lines: string[]) =>
  `<div style="font-family: system-ui, sans-serif; font-size: 14px; color: #1d2433; max-width: 560px; overflow-wrap: anywhere; word-break: break-word">${lines
    .map(
      (l) =>
        `<p>${escapeHtml(l)
          .replace(URL_IN_TEXT, (u) => `<a href="${u}">${u}</a>`)
          .replaceAll('\n', '<br>')}</p>`,
    )
    .join('')}</div>`;
