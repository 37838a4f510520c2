import { useState } from 'react';
import type { PullItem, ShowPullView } from '../../../contracts/show-pulls';
import { DependenciesMode, DependencyAssignmentsMode } from './dependencies/manager-dependencies';
import { FloatingPanel } from './floating-panel';
import { LineFields } from './lines/manager-line';
import { SystemAssignmentsMode, SystemsMode } from './systems/manager-systems';

export const MANAGER_MODES = [
  'dependencies',
  'dependency-assignments',
  'systems',
  'system-assignments',
] as const;
export type ManagerMode = (typeof MANAGER_MODES)[number];
const TITLES: Record<ManagerMode, string> = {
  dependencies: 'Dependencies',
  'dependency-assignments': 'Dependency Assignments',
  systems: 'System Manager',
  'system-assignments': 'System Assignments',
};

/** The Pull Item Manager (spec 2.1): one pull line's dependencies and systems, in four modes. */
export function PullItemManager({
  view,
  line,
  initialMode,
  onClose,
}: {
  view: ShowPullView;
  line: PullItem | undefined;
  initialMode: ManagerMode;
  onClose(): void;
}) {
  const [mode, setMode] = useState<ManagerMode>(initialMode);
  const title =
    mode === 'systems' ? TITLES.systems : `${TITLES[mode]}${line ? ` — ${line.description}` : ''}`;
  return (
    <FloatingPanel title={title} onClose={onClose}>
      <div className="mode-tabs" role="tablist">
        {MANAGER_MODES.map((m) => (
          <button key={m} type="button" role="tab" aria-selected={m === mode} onClick={() => setMode(m)}>
            {TITLES[m]}
          </button>
        ))}
      </div>
      <div className="manager-body">
        {line && mode !== 'systems' && <LineFields pullId={view.showPull.id} line={line} />}
        {mode === 'dependencies' && <DependenciesMode view={view} line={line} />}
        {mode === 'dependency-assignments' && <DependencyAssignmentsMode view={view} line={line} />}
        {mode === 'systems' && <SystemsMode view={view} />}
        {mode === 'system-assignments' && <SystemAssignmentsMode view={view} line={line} />}
      </div>
    </FloatingPanel>
  );
}
