import { useEffect, useMemo, useRef } from 'react';
import {
  lineTarget,
  type PrepLine,
  type PrepView,
  type ScanMode,
  warehouseCalls,
} from '../../../contracts/warehouse';
import { useDialogs } from '../../platform/dialogs';
import { callUrl } from '../../platform/http';
import { useWindowRows } from '../../platform/window-rows';
import { useSendMissing } from './api';

const DONE: Record<ScanMode, string> = { prep: 'prepped', load: 'loaded', return: 'back' };

/**
 * A pull of fewer lines than this draws its lists whole: an ordinary show's pull (12 to 100 bid
 * items in the seeded data, the demo's included) stays a plain list the browser can search, with
 * nothing measured; 200 lines are about 2,000 elements, drawn in tens of milliseconds. Past it each
 * list draws only what is around the window: the 20,000-item pull drawn whole was 76,000 elements
 * and a 1.2 s task before its first row showed (the bench's xlarge data).
 */
export const WINDOWED_FROM = 200;

const lineKey = (l: { id: number }) => l.id;

/** The line scanned last; `n` counts the scans made here, each of which brings its line into view. */
export type LastScan = { lineId: number; n: number };

/**
 * Brings the line just scanned into view, if the user is among the lines: while the banner and
 * the scan field are on screen (the list's top is below the sticky header), the page stays where
 * it is, as the banner says what was counted.
 */
function bringIntoView(list: HTMLElement | null, lineId: number, scrollToRow: (key: number) => boolean) {
  const row = list?.querySelector(`[data-testid="prep-line-${lineId}"]`);
  if (!list || !row) return;
  // Where the header ends, or the window's top when it has scrolled away (it does not stick on a
  // phone, where the page's box scrolls sideways).
  const header = list.closest('.prep-page')?.querySelector('.prep-head');
  const head = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
  if (list.getBoundingClientRect().top > head) return;
  const r = row.getBoundingClientRect();
  if (r.top >= head && r.bottom <= window.innerHeight) return;
  if (!scrollToRow(lineId)) row.scrollIntoView({ block: 'center' });
}

/** The pull's lines with how far each is in the mode; the last scanned one is marked. */
export function PrepLines({
  lines,
  mode,
  last,
  windowed,
}: {
  lines: PrepLine[];
  mode: ScanMode;
  last: LastScan | null;
  windowed: boolean;
}) {
  const shown = useMemo(() => (mode === 'return' ? lines.filter((l) => l.loaded > 0) : lines), [lines, mode]);
  const lastLineId = last?.lineId ?? null;
  const { list, drawn, element, scrollToRow } = useWindowRows(shown, {
    keyOf: lineKey,
    estimate: 56,
    windowed,
    keep: [lastLineId],
  });
  const revealed = useRef(0);
  useEffect(() => {
    if (!last || last.n === revealed.current) return;
    revealed.current = last.n;
    bringIntoView(element.current, last.lineId, scrollToRow);
  }, [last, element, scrollToRow]);
  if (!shown.length)
    return (
      <p className="muted">
        {mode === 'return' ? 'Nothing of this pull has been loaded.' : 'This pull has no lines yet.'}
      </p>
    );
  return (
    <ul className="prep-lines" aria-label="Lines" {...list}>
      {drawn.map(({ row: line, key, props }) => {
        const { done, limit } = lineTarget(line, mode);
        const complete = done >= limit;
        return (
          <li
            key={key}
            {...props}
            data-testid={`prep-line-${line.id}`}
            className={`${complete ? 'done' : ''} ${line.id === lastLineId ? 'last' : ''}`}
          >
            <span className="prep-cat">{line.categoryNumber}</span>
            <span className="prep-desc">
              {line.description}
              <small className="muted"> {line.department}</small>
            </span>
            <span className="prep-count" title={`${done} of ${limit} ${DONE[mode]}`}>
              {complete ? '✓ ' : ''}
              {done}/{limit}
            </span>
            <progress max={limit || 1} value={done} aria-hidden="true" />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Return mode: what went out and has not come back, per line (issue 38.2), with the list to print
 * or send.
 */
export function StillOut({ view, windowed }: { view: PrepView; windowed: boolean }) {
  const dialogs = useDialogs();
  const send = useSendMissing(view.pull.id);
  const out = useMemo(() => view.lines.filter((l) => l.loaded > l.returned), [view.lines]);
  const { list, drawn } = useWindowRows(out, { keyOf: lineKey, estimate: 24, windowed });
  return (
    <section className="prep-missing" aria-labelledby="prep-missing-h">
      <h2 id="prep-missing-h">
        Still out <span className="muted">({out.reduce((n, l) => n + l.loaded - l.returned, 0)})</span>
      </h2>
      {out.length ? (
        <ul {...list}>
          {drawn.map(({ row: l, key, props }) => (
            <li key={key} {...props} data-testid={`still-out-${l.id}`}>
              <strong>{l.loaded - l.returned}</strong> of {l.loaded} · {l.categoryNumber} {l.description}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Everything that went out is back.</p>
      )}
      <p className="prep-missing-actions">
        <a
          href={callUrl(warehouseCalls.missingPdf, { params: { id: view.pull.id } })}
          target="_blank"
          rel="noreferrer"
        >
          Print missing list
        </a>
        <button
          type="button"
          disabled={send.isPending}
          onClick={async () => {
            const to = await dialogs.prompt('Send the missing list to (email address):');
            if (!to?.trim()) return;
            const sent = await send.mutateAsync(to.trim()).catch(() => null);
            if (sent) await dialogs.alert(`Sent to ${to.trim()} (${sent.lines} lines). It is in the Outbox.`);
          }}
        >
          Send missing list…
        </button>
      </p>
    </section>
  );
}
