import { escapeHtml as h, plainPage } from '../../platform/html.js';
import { closedText, type OfferState, ON_HOLD_TEXT } from './service.js';
import { offerView } from './view.js';

/*
 * The offer page a tech opens from the mail: plain HTML, no script, readable on a 390 px phone.
 * It is a page of its own, not the app: the tech may have no account, and the app's pages need one.
 * Each button is a form POST carrying the page's anti-forgery token (the visitor's pre-login secret,
 * or their session's), so a GET (a mail scanner following the link) answers nothing.
 */

/** The look of every page a tech opens from a mail (offers; availability requests use it too). */
export const LINK_PAGE_STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1d2433;background:#f3f5f8}
main{max-width:560px;margin:0 auto;padding:16px}h1{font-size:1.3rem;margin:.2em 0 .6em}
.card{background:#fff;border:1px solid #d8dde6;border-radius:8px;padding:16px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#5b6475}dd{margin:0}
.actions{display:flex;gap:12px;margin-top:16px;flex-wrap:wrap}.actions form{flex:1 1 140px}
button{width:100%;min-height:48px;font:inherit;font-weight:600;border-radius:6px;border:1px solid #8a93a3;background:#fff;cursor:pointer}
button.accept{background:#1f7a4d;border-color:#1f7a4d;color:#fff}button.chosen{background:#1d2433;border-color:#1d2433;color:#fff}
.notice{padding:12px;border-radius:6px;background:#eef3fb;border:1px solid #c4d3ea;margin-bottom:12px}
.notice.bad{background:#fdf0ef;border-color:#ecc4c0}p.small{color:#5b6475;font-size:.9rem}`;

const shell = (title: string, body: string) => plainPage(title, body, LINK_PAGE_STYLE);

function details(state: Extract<OfferState, { row: unknown }>) {
  const v = offerView(state.row);
  const rows: [string, string][] = [
    ['Show', `${v.showName} (bid ${v.eventId})`],
    ['Position', v.position],
    ['In', v.prettyIn],
    ['Out', v.prettyOut],
    ['Location', v.location || 'To be confirmed'],
  ];
  if (v.sentBy) rows.push(['Offered by', `${v.sentBy}${v.sentByPhone ? ` · ${v.sentByPhone}` : ''}`]);
  const map = v.mapUrl ? `<p><a href="${h(v.mapUrl)}" rel="noopener">Open the location in maps</a></p>` : '';
  const notes = v.notes ? `<p>${h(v.notes).replaceAll('\n', '<br>')}</p>` : '';
  return `<div class="card"><dl>${rows.map(([k, val]) => `<dt>${h(k)}</dt><dd>${h(val)}</dd>`).join('')}</dl>${map}${notes}`;
}

const button = (action: string, csrf: string, label: string, extra = '', cls = '') =>
  `<form method="post" action="${h(action)}"><input type="hidden" name="_token" value="${h(csrf)}">${extra}<button type="submit" class="${cls}">${h(label)}</button></form>`;

/** The answer the mail's link chose (asked to confirm with one tap), and a word to show on top. */
export interface PageExtras {
  preselect?: 'accept' | 'decline';
  note?: string;
}

function answerButtons(path: string, csrf: string, preselect?: 'accept' | 'decline') {
  const accept = button(
    `${path}/answer`,
    csrf,
    preselect === 'accept' ? 'Yes, accept' : 'Accept',
    '<input type="hidden" name="answer" value="accept">',
    'accept',
  );
  const decline = button(
    `${path}/answer`,
    csrf,
    preselect === 'decline' ? 'Yes, decline' : 'Decline',
    '<input type="hidden" name="answer" value="decline">',
    preselect === 'decline' ? 'chosen' : '',
  );
  return preselect === 'decline' ? decline + accept : accept + decline;
}

/** The page for a link's state; `path` is the link's own address (/offers/{token}). */
export function renderOfferPage(
  state: OfferState,
  path: string,
  csrf: string,
  extra: PageExtras = {},
): string {
  if (state.kind === 'unknown')
    return shell(
      'Offer not found',
      `<h1>This offer link is not valid</h1><div class="notice bad">The link is incomplete, mistyped or no longer in use. Nothing was answered. Ask the person who sent the offer for a new one.</div>`,
    );
  const v = offerView(state.row);
  if (state.kind === 'open') {
    const ask = extra.preselect
      ? `<div class="notice">${extra.preselect === 'accept' ? 'Accept this offer? Tap <strong>Yes, accept</strong> to confirm.' : 'Decline this offer? Tap <strong>Yes, decline</strong> to confirm.'}</div>`
      : '';
    const note = extra.note ? `<div class="notice bad" role="alert">${h(extra.note)}</div>` : '';
    return shell(
      `Work offer: ${v.position}`,
      `<h1>Work offer: ${h(v.position)}, ${h(v.prettyDateRange)}</h1>${note}${ask}${details(state)}
<div class="actions">${answerButtons(path, csrf, extra.preselect)}</div></div>`,
    );
  }
  const done = state.kind === 'answered';
  const heading = done
    ? `You ${state.row.answer} this offer`
    : state.kind === 'refused' && state.message === ON_HOLD_TEXT
      ? 'This offer is on hold'
      : 'This offer can no longer be answered';
  const note = 'note' in state && state.note ? `<div class="notice">${h(state.note)}</div>` : '';
  const days =
    done && state.mayAddDays
      ? `<div class="notice">Not free on these dates? Add ${h(v.prettyDateRange)} to your days unavailable, so you are not asked again.
${button(`${path}/days-unavailable`, csrf, `Add ${v.prettyDateRange} to my days unavailable`)}</div>`
      : '';
  return shell(
    heading,
    `<h1>${h(heading)}</h1>${note}<div class="notice${done ? '' : ' bad'}">${h(closedText(state))}</div>${days}${details(state)}</div>
<p class="small">Questions? Reply to the offer's email${v.sentBy ? ` or contact ${h(v.sentBy)}` : ''}.</p>`,
  );
}
