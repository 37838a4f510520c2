import { useState } from 'react';
import type { ShowPullView } from '../../../contracts/show-pulls';
import { BreakdownModal } from './breakdown-modal';
import { CustomItemModal } from './custom-item-modal';
import type { CategoryRow } from './filters';
import { type ManagerMode, PullItemManager } from './pull-item-manager';

/**
 * What the screen has open over it: the Pull Item Manager (a floating panel, which stays open
 * beside the others), Add Custom Item, and a category's qty breakdown.
 */
export function usePullDialogs() {
  const [manager, setManager] = useState<{ lineId: number | null; mode: ManagerMode } | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [breakdownOf, setBreakdownOf] = useState<CategoryRow | null>(null);
  return {
    manager,
    customOpen,
    breakdownOf,
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
      {breakdownOf && (
        <BreakdownModal eventId={view.event.id} category={breakdownOf} onClose={dialogs.closeBreakdown} />
      )}
    </>
  );
}
