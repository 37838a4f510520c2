import { Link, useParams } from 'react-router';
import type { EventItem, ShowPullView } from '../../../../contracts/show-pulls';
import { useWritesKeptOffline } from '../../../platform/connection';
import { ApiError } from '../../../platform/http';
import { NotFoundPage } from '../../../platform/layout/not-found-page';
import { pullPrepPath } from '../../../platform/paths';
import { useCurrentUser } from '../../../platform/session';
import { useShowPull } from '../api';
import { useBidItemActions } from '../assignments/bid-item-actions';
import './line-page.css';

/**
 * /show-pulls/{id}/lines/{lineId}: one pull line on a phone, opened from a case label's QR code
 * (issue 24). The line's category, description, quantities and notes, and its bid items with the
 * same Initial the pull screen has (same call, same rules).
 */
export function LinePage() {
  const params = useParams();
  const pullId = Number(params.id);
  const lineId = Number(params.lineId);
  const { data: view, error, isPending } = useShowPull(pullId);
  // A label's QR code opens this page: the warehouse goes on from here to scanning the pull.
  const mayPrep = useCurrentUser().permissions.includes('warehouse.read');
  // Its initials wait through a lost connection (pull-write.ts), and the banner says so.
  useWritesKeptOffline();
  const line = view?.pullItems.find((l) => l.id === lineId);
  if (
    !Number.isInteger(pullId) ||
    pullId <= 0 ||
    (error instanceof ApiError && error.status === 404) ||
    (view && !line)
  )
    return (
      <NotFoundPage what="Pull line">
        There is no line {params.lineId} on show pull {params.id}.
      </NotFoundPage>
    );
  // A read that failed with the line on screen keeps it on screen.
  if (error && !view) throw error;
  if (isPending || !view || !line) return <p className="muted">Loading…</p>;
  const category = view.categories.find((c) => c.id === line.category_id);
  // The bid items this line pulls: its category's, assigned to this pull (a custom line has none).
  const items = line.isCustom
    ? []
    : view.eventItems.filter((i) => i.category_id === line.category_id && i.assignment);
  return (
    <section className="line-page">
      <p className="line-event">
        <Link to={`/show-pulls/${view.showPull.id}`}>
          #{view.event.id} {view.event.show_name} · {view.showPull.name}
        </Link>
        <span className="muted"> {view.event.prettyDateRange}</span>
      </p>
      <h1>
        <span className="line-cat">{category?.name ?? ''}</span> {line.description}
      </h1>
      {category && (
        <p className="muted">
          {category.departmentTitle}
          {category.pullGroupName ? ` · ${category.pullGroupName}` : ''}
          {line.isCustom ? ' · custom line' : ''}
        </p>
      )}
      <dl className="line-facts">
        <dt>Quantity</dt>
        <dd data-testid="line-qty">{line.quantity}</dd>
        {line.minimum.crossRentedQty > 0 && (
          <>
            <dt>Cross-rented</dt>
            <dd>{line.minimum.crossRentedQty}</dd>
          </>
        )}
        {category && !line.isCustom && (
          <>
            <dt>Bid quantity</dt>
            <dd>{category.bidQty}</dd>
          </>
        )}
        {line.notes && (
          <>
            <dt>Notes</dt>
            <dd className="pre">{line.notes}</dd>
          </>
        )}
        {line.writer_notes && (
          <>
            <dt>Writer notes</dt>
            <dd className="pre">{line.writer_notes}</dd>
          </>
        )}
      </dl>
      <BidItems view={view} items={items} />
      {mayPrep && (
        <p>
          <Link to={pullPrepPath(view.showPull.id)}>Scan this pull: prep, load, return</Link>
        </p>
      )}
    </section>
  );
}

/** Each bid item of the line with its initials, and Initial / Clear for those who may initial. */
function BidItems({ view, items }: { view: ShowPullView; items: EventItem[] }) {
  const { canWrite, onInitial } = useBidItemActions(view.showPull.id);
  if (!items.length) return <p className="muted">No bid items on this line to initial.</p>;
  return (
    <ul className="line-items">
      {items.map((i) => (
        <li key={i.id} className={i.isActive ? undefined : 'inactive'}>
          <div>
            <strong>{i.description}</strong>
            <span className="muted small">
              {' '}
              {i.assignment?.quantity ?? 0} of {i.qty_required} on this pull
            </span>
            {i.notes && <div className="small pre">{i.notes}</div>}
          </div>
          <div className="line-initials">
            <span data-testid="initials">{i.initials1 ? `Initialled ${i.initials1}` : 'Not initialled'}</span>
            {canWrite &&
              (i.initials1 ? (
                <button type="button" onClick={() => onInitial(i, true)}>
                  Clear
                </button>
              ) : (
                <button type="button" className="primary" onClick={() => onInitial(i, false)}>
                  Initial
                </button>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
