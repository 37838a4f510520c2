import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useWritesKeptOffline } from '../../platform/connection';
import { ApiError } from '../../platform/http';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { useCurrentUser } from '../../platform/session';
import { useShowPull } from './api';
import { useBidList } from './assignments/bid-list';
import { BidPanel } from './assignments/bid-panel';
import { useCompactDensity } from './density';
import { usePullList } from './lines/pull-list';
import { PullPanel } from './lines/pull-panel';
import { usePullStream } from './live/use-pull-stream';
import { PullDialogsView, usePullDialogs } from './pull-dialogs';
import { PullHeader } from './pull-header';
import { ShortcutsModal, usePageShortcuts } from './shortcuts';
import { useEarlierWritesDrawn } from './write/queue';
import { RefusedWrites } from './write/refused-writes';
import './show-pull.css';
import './show-pull-rows.css';

/** /show-pulls/{id}: the pull writing screen (spec 2.1): the header, the bid side, the pull side. */
export function ShowPullPage() {
  const raw = useParams().id;
  const id = Number(raw);
  // Opened before the pull is read (effects run in order): no write falls between the two.
  usePullStream(id);
  const { data: view, error, isPending } = useShowPull(id);
  // Its writes wait on the device through a lost connection and a reload (write/queue.ts), and the
  // banner counts them; those an earlier visit left are drawn over the pull as read.
  useWritesKeptOffline();
  useEarlierWritesDrawn(id, view);
  // Both sides filter by the selected departments.
  const [departments, setDepartments] = useState<Set<number>>(new Set());
  const bidList = useBidList(view, departments);
  const pullList = usePullList(view, departments);
  const dialogs = usePullDialogs();
  const { compact, setCompact } = useCompactDensity(useCurrentUser().id);
  const root = useRef<HTMLElement>(null);
  const shortcuts = usePageShortcuts(root);

  if (!Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404))
    return <NotFoundPage what="Show pull">There is no show pull {raw}.</NotFoundPage>;
  // A read that failed with the pull on screen (read again after a write) keeps it on screen.
  if (error && !view) throw error;
  if (isPending || !view) return <p className="muted">Loading…</p>;
  return (
    <section className={compact ? 'show-pull compact' : 'show-pull'} ref={root}>
      <PullHeader
        view={view}
        counts={pullList.counts}
        onShow={pullList.setLines}
        onShowShortages={() => pullList.setOnlyShortages(true)}
      />
      <RefusedWrites pullId={id} />
      <div className="pull-body">
        <BidPanel
          view={view}
          list={bidList}
          pullList={pullList}
          departments={departments}
          onDepartments={setDepartments}
          compact={compact}
          onCompact={setCompact}
        />
        <PullPanel view={view} list={pullList} dialogs={dialogs} />
      </div>
      <PullDialogsView view={view} dialogs={dialogs} />
      {shortcuts.helpOpen && <ShortcutsModal onClose={shortcuts.closeHelp} />}
    </section>
  );
}
