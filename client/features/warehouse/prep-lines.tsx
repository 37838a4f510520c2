import {
  lineTarget,
  type PrepLine,
  type PrepView,
  type ScanMode,
  warehouseCalls,
} from '../../../contracts/warehouse';
import { useDialogs } from '../../platform/dialogs';
import { callUrl } from '../../platform/http';
import { useSendMissing } from './api';

const DONE: Record<ScanMode, string> = { prep: 'prepped', load: 'loaded', return: 'back' };

/** The pull's lines with how far each is in the mode; the last scanned one is marked. */
export function PrepLines({
  lines,
  mode,
  lastLineId,
}: {
  lines: PrepLine[];
  mode: ScanMode;
  lastLineId: number | null;
}) {
  const shown = mode === 'return' ? lines.filter((l) => l.loaded > 0) : lines;
  if (!shown.length)
    return (
      <p className="muted">
        {mode === 'return' ? 'Nothing of this pull has been loaded.' : 'This pull has no lines yet.'}
      </p>
    );
  return (
    <ul className="prep-lines" aria-label="Lines">
      {shown.map((line) => {
        const { done, limit } = lineTarget(line, mode);
        const complete = done >= limit;
        return (
          <li
            key={line.id}
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
export function StillOut({ view }: { view: PrepView }) {
  const dialogs = useDialogs();
  const send = useSendMissing(view.pull.id);
  const out = view.lines.filter((l) => l.loaded > l.returned);
  return (
    <section className="prep-missing" aria-labelledby="prep-missing-h">
      <h2 id="prep-missing-h">
        Still out <span className="muted">({out.reduce((n, l) => n + l.loaded - l.returned, 0)})</span>
      </h2>
      {out.length ? (
        <ul>
          {out.map((l) => (
            <li key={l.id} data-testid={`still-out-${l.id}`}>
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
