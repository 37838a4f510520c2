import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { liveCalls } from '../../../contracts/live';
import {
  lineTarget,
  type PrepLine,
  type PrepView,
  progressOf,
  readScanCode,
  type ScanAnswer,
  type ScanMode,
  scanModes,
} from '../../../contracts/warehouse';
import { isOnline, useConnection, useWritesKeptOffline } from '../../platform/connection';
import { useDialogs } from '../../platform/dialogs';
import { callUrl } from '../../platform/http';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { useLiveStream } from '../../platform/live';
import { showPullPath } from '../../platform/paths';
import { isNotFound } from '../../platform/refusals';
import { prepKey, putLine, useAddToPull, usePrepView } from './api';
import { CameraScanner } from './camera';
import { loadsKey, useLoads } from './loads-api';
import { LoadsPanel, StillOutByCase } from './loads-panel';
import { type LastScan, PrepLines, StillOut, WINDOWED_FROM } from './prep-lines';
import {
  dismissRefused,
  enqueueScan,
  onScanAnswer,
  queueState,
  startQueue,
  subscribeQueue,
} from './scan-queue';
import { type Banner, playOutcome } from './sounds';
import { useWedgeScanner } from './wedge';
import './prep.css';

const MODE_TITLE: Record<ScanMode, string> = { prep: 'Prep', load: 'Load', return: 'Return' };
const MODE_DONE: Record<ScanMode, string> = { prep: 'prepped', load: 'loaded', return: 'returned' };
/** A banner that reports a problem clears itself after this; one that says all is well stays a little longer. */
const CLEAR_MS: Record<Banner, number> = {
  ok: 8000,
  complete: 6000,
  'not-on-pull': 5000,
  unknown: 4000,
  queued: 5000,
};
const ASK_KEY = 'loadout.prep.askHowMany';

/** The line a code names on this pull as the device knows it (to ask how many before sending). */
function localLine(view: PrepView, code: string, mode: ScanMode): PrepLine | undefined {
  const read = readScanCode(code);
  const open = (l: PrepLine) => lineTarget(l, mode).done < lineTarget(l, mode).limit;
  if (read.kind === 'line') {
    const line = view.lines.find((l) => l.id === read.lineId);
    if (line || read.pullId === view.pull.id) return line;
    return undefined;
  }
  if (read.kind !== 'category') return undefined;
  const lines = view.lines.filter((l) => l.categoryNumber === String(read.number));
  return lines.find(open) ?? lines[0];
}

/**
 * /show-pulls/{id}/prep: the pull on the warehouse floor (issue 38), on a phone or a tablet. Scans
 * (a wedge scanner with the focus anywhere, the scan field, or the camera) count units prepped,
 * loaded or returned; each outcome has its colour and its sound. Scans are kept on the device and
 * sent in order (scan-queue.ts), so a dead network loses none.
 */
export function PrepPage() {
  const idParam = useParams().id;
  const pullId = Number(idParam);
  const [search, setSearch] = useSearchParams();
  const modeInAddress: ScanMode = scanModes.find((m) => m === search.get('mode')) ?? 'prep';
  // A tap on a mode counts at once: the address follows in a transition, and a scan made right
  // after the tap must not be counted in the mode before. Back and forward move it too.
  const [mode, setModeNow] = useState(modeInAddress);
  useEffect(() => setModeNow(modeInAddress), [modeInAddress]);
  const { data: view, error } = usePrepView(pullId);
  const client = useQueryClient();
  const dialogs = useDialogs();
  const connection = useConnection();
  const queue = useSyncExternalStore(subscribeQueue, queueState);
  const add = useAddToPull(pullId);
  const [banner, setBanner] = useState<{ kind: Banner; message: string; at: number } | null>(null);
  const [offer, setOffer] = useState<NonNullable<ScanAnswer['category']> | null>(null);
  const [last, setLast] = useState<LastScan | null>(null);
  /** The line just scanned, marked; `reveal`: made here just now, so brought into view. */
  const scanned = useCallback(
    (lineId: number, reveal: boolean) => setLast((l) => ({ lineId, n: (l?.n ?? 0) + (reveal ? 1 : 0) })),
    [],
  );
  const [camera, setCamera] = useState(false);
  const [askHowMany, setAskHowMany] = useState(() => localStorage.getItem(ASK_KEY) !== 'false');
  const [asking, setAsking] = useState(false);
  const caseKey = `loadout.prep.case.${pullId}`;
  // The case scanned units go into (Load) or come out of (Return); kept for the tab, as a reload
  // in the middle of filling a case should not drop it.
  const [currentCase, setCurrentCase] = useState<number | null>(() => {
    const kept = Number(sessionStorage.getItem(caseKey));
    return Number.isInteger(kept) && kept > 0 ? kept : null;
  });
  const chooseCase = useCallback(
    (n: number | null) => {
      setCurrentCase(n);
      if (n === null) sessionStorage.removeItem(caseKey);
      else sessionStorage.setItem(caseKey, String(n));
    },
    [caseKey],
  );
  const { data: loads } = useLoads(pullId);
  const loadsChanged = useCallback(
    () => void client.invalidateQueries({ queryKey: loadsKey(pullId) }),
    [client, pullId],
  );
  const field = useRef<HTMLInputElement>(null);
  const answered = useRef(new Set<string>());
  useWritesKeptOffline();

  const show = useCallback((kind: Banner, message: string) => {
    setBanner({ kind, message, at: Date.now() });
    playOutcome(kind);
  }, []);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), CLEAR_MS[banner.kind]);
    return () => clearTimeout(timer);
  }, [banner]);

  useEffect(() => void startQueue(), []);
  useEffect(
    () =>
      onScanAnswer((answer, scan) => {
        if (scan.pullId !== pullId) return;
        answered.current.add(scan.scanId);
        if (scan.mode !== 'prep' && answer.counted > 0) loadsChanged();
        // Scans sent long after they were made (the queue after a lost connection) update quietly.
        const late = Date.now() - scan.at > 10_000;
        if (answer.line) {
          const line = answer.line;
          client.setQueryData(prepKey(pullId), (old: PrepView | undefined) =>
            putLine(old, line, answer.sequence),
          );
          scanned(line.id, !late);
        }
        if (late) return;
        show(answer.outcome, answer.message);
        setOffer(answer.outcome === 'not-on-pull' ? answer.category : null);
      }),
    [pullId, client, show, loadsChanged, scanned],
  );

  // Other scanners and the pull's writers: each counted scan arrives with the line's counts.
  useLiveStream(
    Number.isInteger(pullId) && pullId > 0 ? callUrl(liveCalls.pull, { params: { id: pullId } }) : null,
    {
      prep: (d: { line: PrepLine }, id: string) => {
        client.setQueryData(prepKey(pullId), (old: PrepView | undefined) =>
          putLine(old, d.line, Number(id) || null),
        );
        loadsChanged();
      },
      loads: loadsChanged,
      change: () => {
        void client.invalidateQueries({ queryKey: prepKey(pullId) });
        loadsChanged();
      },
      reload: () => void client.invalidateQueries({ queryKey: ['warehouse'] }),
    },
  );

  const scan = async (raw: string) => {
    const code = raw.trim();
    if (!code || !view || asking) return;
    const read = readScanCode(code);
    if (read.kind === 'case') return pickCase(read.number);
    let quantity = 1;
    const line = localLine(view, code, mode);
    const left = line ? lineTarget(line, mode).limit - lineTarget(line, mode).done : 0;
    if (line && askHowMany && left > 1) {
      setAsking(true);
      const typed = await dialogs.prompt(
        `How many ${line.categoryNumber} ${line.description}? (${left} still to be ${MODE_DONE[mode]})`,
        String(left),
      );
      setAsking(false);
      if (typed === null) return;
      quantity = Math.floor(Number(typed));
      if (!Number.isFinite(quantity) || quantity <= 0) return;
    }
    const caseNumber = mode !== 'prep' && currentCase !== null ? currentCase : undefined;
    const queued = await enqueueScan({ pullId, mode, code, quantity, caseNumber });
    // Without a network the scan waits on the device: say so, with its own sound.
    setTimeout(() => {
      if (!answered.current.has(queued.scanId) && !isOnline())
        show(
          'queued',
          `Saved on this device: ${quantity} × ${line ? `${line.categoryNumber} ${line.description}` : code} (sent when the network is back)`,
        );
    }, 700);
  };
  useWedgeScanner((code) => void scan(code), Boolean(view) && !asking);

  /** A case label scanned: in Load and Return modes, the case scans go into or come out of. */
  const pickCase = (n: number) => {
    if (mode === 'prep') return show('complete', `Case ${n}: cases are filled in Load mode`);
    const known = loads?.available.find((c) => c.number === n);
    // Without the list (no network yet), the server checks the case when the scans are sent.
    if (loads && !known) return show('unknown', `No case ${n} in use: add it on the cases list`);
    chooseCase(n);
    const what = `Case ${n}${known ? ` · ${known.name}` : ''}`;
    show('ok', mode === 'load' ? `Into ${what}: scan what goes in` : `Out of ${what}: scan what comes back`);
  };

  if (!Number.isInteger(pullId) || pullId <= 0 || isNotFound(error))
    return <NotFoundPage what="Show pull">There is no show pull {idParam}.</NotFoundPage>;
  if (error && !view) throw error;
  if (!view) return <p className="muted">Loading…</p>;

  const progress = progressOf(view.lines);
  const windowed = view.lines.length >= WINDOWED_FROM;
  const refused = queue.refused.filter((r) => r.scan.pullId === pullId);
  const setMode = (m: ScanMode) => {
    setModeNow(m);
    setSearch(m === 'prep' ? {} : { mode: m }, { replace: true });
    setOffer(null);
    setBanner(null);
  };

  return (
    <section className={`prep-page mode-${mode}`}>
      <header className="prep-head">
        <p className="prep-title">
          <Link to={showPullPath(view.pull.id)}>
            #{view.pull.eventId} {view.pull.showName} · {view.pull.name}
          </Link>
        </p>
        <fieldset className="prep-modes" aria-label="Mode">
          {scanModes.map((m) => (
            <button key={m} type="button" aria-pressed={m === mode} onClick={() => setMode(m)}>
              {MODE_TITLE[m]}
              <small data-testid={`progress-${m}`}>
                {progress[m].done}/{progress[m].total}
              </small>
            </button>
          ))}
        </fieldset>
        <progress
          className="prep-progress"
          max={progress[mode].total || 1}
          value={progress[mode].done}
          aria-label={`${progress[mode].done} of ${progress[mode].total} ${MODE_DONE[mode]}`}
        />
        {(!connection.online || queue.waiting > 0) && (
          <p
            className={connection.online ? 'prep-sync' : 'prep-offline'}
            role="status"
            data-testid="prep-queue"
          >
            {connection.online
              ? `Sending ${queue.waiting} ${queue.waiting === 1 ? 'change' : 'changes'}…`
              : `Offline — ${queue.waiting} ${queue.waiting === 1 ? 'change' : 'changes'} waiting`}
          </p>
        )}
      </header>

      <output
        className={`prep-banner ${banner ? `is-${banner.kind}` : 'is-idle'}`}
        aria-live="assertive"
        data-testid="prep-banner"
      >
        {banner ? banner.message : `Scan to ${MODE_TITLE[mode].toLowerCase()}`}
      </output>

      {offer && (
        <div className="prep-offer" data-testid="prep-offer">
          <span>
            {offer.number} {offer.description} is not on this pull.
          </span>
          {view.mayAddToPull ? (
            <button
              type="button"
              disabled={add.isPending}
              onClick={async () => {
                const typed = await dialogs.prompt(
                  `Add how many ${offer.number} ${offer.description} to the pull?`,
                  '1',
                );
                const quantity = Math.floor(Number(typed));
                if (typed === null || !Number.isFinite(quantity) || quantity <= 0) return;
                const done = await add.mutateAsync({ categoryId: offer.id, quantity }).catch(() => null);
                if (done) {
                  setOffer(null);
                  scanned(done.line.id, true);
                  show('ok', `Added ${quantity} × ${offer.number} to the pull: scan it again to count it`);
                }
              }}
            >
              Add to pull…
            </button>
          ) : (
            <span className="muted"> Ask the pull's writer to add it.</span>
          )}
          <button type="button" className="link" onClick={() => setOffer(null)}>
            Dismiss
          </button>
        </div>
      )}

      <form
        className="prep-scan"
        onSubmit={(e) => {
          e.preventDefault();
          const code = field.current?.value ?? '';
          if (field.current) field.current.value = '';
          void scan(code);
        }}
      >
        <input
          ref={field}
          name="code"
          aria-label="Code"
          placeholder="Scan or type a code"
          autoComplete="off"
          autoCapitalize="off"
          enterKeyHint="go"
        />
        <button type="submit">Count</button>
        <button type="button" aria-pressed={camera} onClick={() => setCamera((c) => !c)}>
          Camera
        </button>
        <label className="prep-ask">
          <input
            type="checkbox"
            checked={askHowMany}
            onChange={(e) => {
              setAskHowMany(e.target.checked);
              localStorage.setItem(ASK_KEY, String(e.target.checked));
            }}
          />{' '}
          Ask how many
        </label>
      </form>
      {camera && <CameraScanner onCode={(code) => void scan(code)} />}
      {mode !== 'prep' && (
        <p className="prep-case-now" data-testid="prep-case">
          <label>
            {mode === 'load' ? 'Loading into ' : 'Returning from '}
            <select
              aria-label="Current case"
              value={currentCase ?? ''}
              onChange={(e) => chooseCase(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">no case (loose)</option>
              {currentCase !== null && !loads?.available.some((c) => c.number === currentCase) && (
                <option value={currentCase}>Case {currentCase}</option>
              )}
              {loads?.available.map((c) => (
                <option key={c.id} value={c.number}>
                  Case {c.number} · {c.name}
                </option>
              ))}
            </select>
          </label>
          <small className="muted"> Scan a case label to change</small>
        </p>
      )}

      {refused.length > 0 && (
        <section className="prep-refused" aria-labelledby="prep-refused-h">
          <h2 id="prep-refused-h">Not counted: please review</h2>
          <ul>
            {refused.map((r) => (
              <li key={r.scan.scanId}>
                <span>
                  {MODE_TITLE[r.scan.mode]} {r.scan.quantity} × {r.scan.code}: {r.message}
                </span>
                <button type="button" className="link" onClick={() => void dismissRefused(r.scan.scanId)}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {mode === 'return' && <StillOut view={view} windowed={windowed} />}
      {mode === 'return' && loads && <StillOutByCase loads={loads} windowed={windowed} />}
      {mode === 'load' && loads && <LoadsPanel pullId={pullId} loads={loads} windowed={windowed} />}
      <PrepLines lines={view.lines} mode={mode} last={last} windowed={windowed} />
    </section>
  );
}
