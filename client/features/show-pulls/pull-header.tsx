import { Link } from 'react-router';
import type { ShowPullView } from '../../../contracts/show-pulls';
import { eventPagePath, pullPrepPath } from '../../platform/paths';
import { useCurrentUser } from '../../platform/session';
import type { LineCounts, LineFilter } from './lines/category-rows';
import { PresenceNote } from './live/live-marks';

/**
 * Spec 2.1 header: event link, show, account manager, pull name, Labels and the Pull List print
 * form; and what the writer still has to look at: lines with unmet dependencies, shortfalls and
 * shortages of stock (a click lists only those).
 */
export function PullHeader({
  view,
  counts,
  onShow,
  onShowShortages,
}: {
  view: ShowPullView;
  counts: LineCounts;
  onShow(lines: LineFilter): void;
  onShowShortages(): void;
}) {
  const { event, showPull, departments, pulls } = view;
  const am = event.account_manager;
  const mayPrep = useCurrentUser().permissions.includes('warehouse.read');
  return (
    <header className="pull-header">
      <div className="pull-title">
        <Link to={eventPagePath(event.id)} className="bid">
          #{event.id}
        </Link>
        <h1>{event.show_name}</h1>
        {event.isCancelled && (
          <span className="badge danger" role="status">
            Cancelled
          </span>
        )}
        {event.isLocked && <span className="badge">Locked</span>}
        <span className="muted">{event.prettyDateRange}</span>
        <PresenceNote pullId={showPull.id} />
        {am &&
          (am.primary_email ? <a href={`mailto:${am.primary_email}`}>{am.name}</a> : <span>{am.name}</span>)}
        <nav className="pull-switch" aria-label="Pulls of this event">
          {pulls.map((p) =>
            p.id === showPull.id ? (
              <strong key={p.id}>{p.name}</strong>
            ) : (
              <Link key={p.id} to={`/show-pulls/${p.id}`}>
                {p.name}
              </Link>
            ),
          )}
        </nav>
        <span className="pull-counts">
          <button
            type="button"
            className={counts.unmet ? 'count-badge warn' : 'count-badge'}
            onClick={() => onShow('unmet')}
          >
            {counts.unmet} unmet {counts.unmet === 1 ? 'dependency' : 'dependencies'}
          </button>
          <button
            type="button"
            className={counts.short ? 'count-badge warn' : 'count-badge'}
            onClick={() => onShow('short')}
          >
            {counts.short} {counts.short === 1 ? 'shortfall' : 'shortfalls'}
          </button>
          <button
            type="button"
            className={counts.shortages ? 'count-badge warn' : 'count-badge'}
            title="Lines the company lacks stock for over this event's dates"
            onClick={onShowShortages}
          >
            {counts.shortages} {counts.shortages === 1 ? 'shortage' : 'shortages'}
          </button>
        </span>
      </div>
      <div className="pull-prints">
        {mayPrep && <Link to={pullPrepPath(showPull.id)}>Prep / Load / Return</Link>}
        <a href={`/gear-requests/sort/${event.id}`} target="_blank" rel="noreferrer">
          View Gear Requests
        </a>
        <a href={showPull.printLabelURL} target="_blank" rel="noreferrer">
          Labels
        </a>
        <form method="get" action={showPull.printURL} target="_blank" className="print-form" rel="noopener">
          <input type="hidden" name="showPullID" value={showPull.id} />
          <label>
            <input type="checkbox" name="isForClient" value="true" /> For client
          </label>
          <label title="The warehouse copy: a box on each line to tick as it is pulled">
            <input type="checkbox" name="checkOff" value="true" /> Check-off
          </label>
          <select name="departmentID" aria-label="Print department" defaultValue="">
            <option value="">All departments</option>
            {departments
              .filter((d) => !d.isAll)
              .map((d) => (
                <option key={d.id} value={d.id}>
                  {d.title}
                </option>
              ))}
          </select>
          <button type="submit">Pull List</button>
        </form>
      </div>
    </header>
  );
}
