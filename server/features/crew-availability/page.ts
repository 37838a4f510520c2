import { AVAILABILITY_ANSWER_LABEL, type AvailabilityAnswer } from '../../../contracts/crew-availability.js';
import { prettyDateRange, prettyStampWithZone } from '../../platform/dates.js';
import { escapeHtml as h, plainPage } from '../../platform/html.js';
import { LINK_PAGE_STYLE } from '../offers/public.js';
import type { AskState } from './answers.js';

/*
 * The page a tech opens from the mail: plain HTML, no script, readable at 390 px, like an offer's.
 * Each answer is a form POST with the page's anti-forgery token, so a GET (a mail scanner following
 * the link) answers nothing; the mail's Yes / No / Maybe links open it with that answer chosen,
 * one tap to confirm.
 */

const ANSWERS: AvailabilityAnswer[] = ['yes', 'no', 'maybe'];
const ASK_WORDS: Record<AvailabilityAnswer, string> = {
  yes: 'Free on these dates? Tap <strong>Yes, I am free</strong> to confirm.',
  no: 'Not free on these dates? Tap <strong>No, I am not free</strong> to confirm.',
  maybe: 'Not sure yet? Tap <strong>Maybe</strong> to confirm.',
};
const CHOSEN_LABEL: Record<AvailabilityAnswer, string> = {
  yes: 'Yes, I am free',
  no: 'No, I am not free',
  maybe: 'Maybe',
};

function buttons(path: string, csrf: string, chosen?: AvailabilityAnswer) {
  // The chosen answer comes first and stands out; the others stay one tap away.
  const order = chosen ? [chosen, ...ANSWERS.filter((a) => a !== chosen)] : ANSWERS;
  return order
    .map(
      (a) =>
        `<form method="post" action="${h(path)}/answer"><input type="hidden" name="_token" value="${h(csrf)}"><input type="hidden" name="answer" value="${a}"><button type="submit" class="${a === chosen ? 'chosen' : a === 'yes' && !chosen ? 'accept' : ''}">${h(a === chosen ? CHOSEN_LABEL[a] : AVAILABILITY_ANSWER_LABEL[a])}</button></form>`,
    )
    .join('');
}

export function renderAskPage(
  state: AskState,
  path: string,
  csrf: string,
  { preselect, note }: { preselect?: AvailabilityAnswer; note?: string },
) {
  if (state.kind === 'unknown')
    return plainPage(
      'Request not found',
      '<h1>This link is not valid</h1><div class="notice bad">The link is incomplete, mistyped or no longer in use. Nothing was answered. Ask the person who sent it for a new one.</div>',
      LINK_PAGE_STYLE,
    );
  const a = state.ask;
  const dates = prettyDateRange(a.startDate, a.endDate);
  const rows: [string, string][] = [['Dates', dates]];
  if (a.showName && a.eventId) rows.push(['Show', `${a.showName} (bid ${a.eventId})`]);
  if (a.senderName) rows.push(['Asked by', `${a.senderName}${a.senderPhone ? ` · ${a.senderPhone}` : ''}`]);
  const card = `<div class="card"><dl>${rows.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`).join('')}</dl>${
    a.note ? `<p>${h(a.note).replaceAll('\n', '<br>')}</p>` : ''
  }<p class="small">This is not an offer: nothing is booked until you are sent one.</p>`;
  const said =
    a.answer === 'pending'
      ? ''
      : `<div class="notice" role="status">You answered <strong>${h(AVAILABILITY_ANSWER_LABEL[a.answer])}</strong>${
          a.answeredAt ? ` on ${h(prettyStampWithZone(new Date(a.answeredAt)))}` : ''
        }. Thanks!${state.kind === 'open' ? ' Plans changed? Answer again below.' : ''}</div>`;
  if (state.kind === 'past')
    return plainPage(
      'Availability request',
      `<h1>Are you free ${h(dates)}?</h1>${said}<div class="notice bad">These dates have passed: there is nothing to answer.</div>${card}</div>`,
      LINK_PAGE_STYLE,
    );
  const ask = `${note ? `<div class="notice bad" role="alert">${h(note)}</div>` : ''}${
    preselect ? `<div class="notice">${ASK_WORDS[preselect]}</div>` : ''
  }`;
  return plainPage(
    `Are you free ${dates}?`,
    `<h1>Are you free ${h(dates)}?</h1>${said}${ask}${card}<div class="actions">${buttons(path, csrf, preselect)}</div></div>`,
    LINK_PAGE_STYLE,
  );
}
