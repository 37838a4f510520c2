import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../platform/http';
import { useDebouncedValue } from '../../platform/use-debounced-value';
import { useShowPull } from './api';
import { BidItemsTable } from './bid-items-table';
import { BreakdownModal } from './breakdown-modal';
import { CategoriesTable } from './categories-table';
import { CustomItemModal } from './custom-item-modal';
import { DepartmentButtons } from './department-buttons';
import {
  type CategoryRow,
  categoryRows,
  FILTER_LABELS,
  filterCommitments,
  filterEventItems,
  LIST_FILTERS,
  type ListFilter,
  listTitle,
} from './filters';
import { GearFlowTable, TechsTable } from './gear-flow-table';
import { PullHeader } from './pull-header';
import { type ManagerMode, PullItemManager } from './pull-item-manager';
import './show-pull.css';

/** Spec 9: searches wait 500 ms after typing, and apply at once when cleared. */
const useSearch = (text: string) => useDebouncedValue(text, text.trim() ? 500 : 0);

/** /show-pulls/{id}: the pull writing screen (spec 2.1). */
export function ShowPullPage() {
  const raw = useParams().id;
  const id = Number(raw);
  const { data: view, error, isPending } = useShowPull(id);
  const [filter, setFilter] = useState<ListFilter>('all');
  const [departments, setDepartments] = useState<Set<number>>(new Set());
  const [itemText, setItemText] = useState('');
  const [categoryText, setCategoryText] = useState('');
  const [onlyWithQty, setOnlyWithQty] = useState(false);
  const [showClientNotes, setShowClientNotes] = useState(true);
  const [fontSize, setFontSize] = useState(13);
  const [manager, setManager] = useState<{ lineId: number | null; mode: ManagerMode } | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [breakdownOf, setBreakdownOf] = useState<CategoryRow | null>(null);
  const itemQuery = useSearch(itemText);
  const categoryQuery = useSearch(categoryText);

  const items = useMemo(
    () => (view ? filterEventItems(view.eventItems, { filter, departments, text: itemQuery }) : []),
    [view, filter, departments, itemQuery],
  );
  const commitments = useMemo(
    () => (view ? filterCommitments(view.commitments, { filter, departments, text: itemQuery }) : []),
    [view, filter, departments, itemQuery],
  );
  const categories = useMemo(
    () => (view ? categoryRows(view, { departments, text: categoryQuery, onlyWithQty }) : []),
    [view, departments, categoryQuery, onlyWithQty],
  );

  if (!Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404))
    return (
      <section className="empty-page">
        <h1>Show pull not found</h1>
        <p>
          There is no show pull {raw}. <Link to="/">Back to events</Link>
        </p>
      </section>
    );
  if (error) throw error;
  if (isPending || !view) return <p className="muted">Loading…</p>;
  const techs = view.techs.filter(
    (t) => !itemQuery || t.contact_name.toLowerCase().includes(itemQuery.trim().toLowerCase()),
  );

  return (
    <section className="show-pull">
      <PullHeader view={view} />
      <div className="pull-body">
        <div className="pull-left" style={{ fontSize }}>
          <div className="toolbar">
            <h2>{listTitle(filter)}</h2>
            <span className="muted nowrap" data-testid="listed-count">
              {filter === 'gearFlow' ? commitments.length : filter === 'techs' ? techs.length : items.length}{' '}
              listed
            </span>
            <select
              aria-label="List"
              value={filter}
              onChange={(e) => setFilter(e.target.value as ListFilter)}
            >
              {LIST_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </select>
            <input
              type="search"
              placeholder="Filter Bid / Commitments"
              aria-label="Filter Bid / Commitments"
              value={itemText}
              onChange={(e) => setItemText(e.target.value)}
            />
            <button
              type="button"
              aria-label="Smaller text"
              onClick={() => setFontSize((s) => Math.max(9, s - 1))}
            >
              A−
            </button>
            <button
              type="button"
              aria-label="Larger text"
              onClick={() => setFontSize((s) => Math.min(20, s + 1))}
            >
              A+
            </button>
            {filter !== 'gearFlow' && filter !== 'techs' && (
              <label className="nowrap">
                <input
                  type="checkbox"
                  checked={showClientNotes}
                  onChange={(e) => setShowClientNotes(e.target.checked)}
                />{' '}
                Client Notes
              </label>
            )}
          </div>
          <DepartmentButtons
            departments={view.departments}
            selected={departments}
            onChange={setDepartments}
          />
          {filter === 'gearFlow' ? (
            <GearFlowTable pullId={id} rows={commitments} />
          ) : filter === 'techs' ? (
            <TechsTable techs={techs} />
          ) : (
            <BidItemsTable
              pullId={id}
              items={items}
              showClientNotes={showClientNotes}
              progress={view.initialsProgress}
            />
          )}
        </div>
        <div className="pull-right">
          <div className="toolbar">
            <h2>Pull</h2>
            <input
              type="search"
              placeholder="Filter Categories"
              aria-label="Filter Categories"
              value={categoryText}
              onChange={(e) => setCategoryText(e.target.value)}
            />
            <label className="nowrap">
              <input
                type="checkbox"
                checked={onlyWithQty}
                onChange={(e) => setOnlyWithQty(e.target.checked)}
              />{' '}
              Qty &gt; 0
            </label>
            <span className="total-weight">
              Total weight:{' '}
              <strong>{view.totalWeight.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs</strong>
            </span>
          </div>
          <div className="toolbar">
            <button type="button" onClick={() => setCustomOpen(true)}>
              Add Custom Item
            </button>
            <button type="button" onClick={() => setManager({ lineId: null, mode: 'systems' })}>
              Add System
            </button>
            <button type="button" onClick={() => setManager({ lineId: null, mode: 'system-assignments' })}>
              Manage Systems
            </button>
          </div>
          <CategoriesTable
            pullId={id}
            rows={categories}
            onManage={(c) => setManager({ lineId: c.showPullItemID, mode: 'dependencies' })}
            onBreakdown={setBreakdownOf}
          />
        </div>
      </div>
      {manager && (
        <PullItemManager
          key={`${manager.lineId}:${manager.mode}`}
          view={view}
          line={view.pullItems.find((l) => l.id === manager.lineId)}
          initialMode={manager.mode}
          onClose={() => setManager(null)}
        />
      )}
      {customOpen && <CustomItemModal view={view} onClose={() => setCustomOpen(false)} />}
      {breakdownOf && (
        <BreakdownModal eventId={view.event.id} category={breakdownOf} onClose={() => setBreakdownOf(null)} />
      )}
    </section>
  );
}
