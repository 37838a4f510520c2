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
