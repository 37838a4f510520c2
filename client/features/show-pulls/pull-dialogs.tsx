import { useState } from 'react';
import type { ShowPullView } from '../../../contracts/show-pulls';
import { BreakdownModal } from './lines/breakdown-modal';
import type { CategoryRow } from './lines/category-rows';
import { CustomItemModal } from './lines/custom-item-modal';
import { CustomLineModal } from './lines/custom-line-modal';
import { type ManagerMode, PullItemManager } from './pull-item-manager';

/**
 * What the screen has open over it: the Pull Item Manager (a floating panel, which stays open
 * beside the others), Add Custom Item, a custom line's edit, and a category's qty breakdown.
 */
export function usePullDialogs() {
  const [manager, setManager] = useState<{ lineId: number | null; mode: ManagerMode } | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [breakdownOf, setBreakdownOf] = useState<CategoryRow | null>(null);
  const [customLineId, setCustomLineId] = useState<number | null>(null);
  return {
    manager,
    customOpen,
    breakdownOf,
    customLineId,
    openCustomLine: (lineId: number) => setCustomLineId(lineId),
    closeCustomLine: () => setCustomLineId(null),
    openManager: (lineId: number | null, mode: ManagerMode) => setManager({ lineId, mode }),
    closeManager: () => setManager(null),
    openCustomItem: () => setCustomOpen(true),
    closeCustomItem: () => setCustomOpen(false),
    openBreakdown: (category: CategoryRow) => setBreakdownOf(category),
    closeBreakdown: () => setBreakdownOf(null),
  };
}
export type PullDialogs = ReturnType<typeof usePullDialogs>;

export function PullDialogsView({ view, dialogs }: { view: ShowPullView; dialogs: PullDialogs }) {
  const { manager, customOpen, breakdownOf } = dialogs;
  const customLine = view.pullItems.find((l) => l.id === dialogs.customLineId);
  return (
    <>
      {manager && (
        <PullItemManager
          key={`${manager.lineId}:${manager.mode}`}
          view={view}
          line={view.pullItems.find((l) => l.id === manager.lineId)}
          initialMode={manager.mode}
          onClose={dialogs.closeManager}
        />
      )}
      {customOpen && <CustomItemModal view={view} onClose={dialogs.closeCustomItem} />}
      {customLine && (
        <CustomLineModal pullId={view.showPull.id} line={customLine} onClose={dialogs.closeCustomLine} />
      )}
      {breakdownOf && (
        <BreakdownModal eventId={view.event.id} category={breakdownOf} onClose={dialogs.closeBreakdown} />
      )}
    </>
  );
}
