import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import type { Db } from '../../../platform/db/types.js';
import { createVersionedCache } from '../../../platform/versioned-cache.js';
import { findCategoryGroups, findDependencyRows, findLineFacts } from './queries.js';

type DependencyState = ShowPullView['dependencies'][number];

interface DependencyDef {
  id: number;
  category_id: number;
  message: string;
  logic_type: 'all' | 'other';
  items: { id: number; category_id: number | null; pull_group_id: number | null; label: string }[];
}

export interface DependencyDefs {
  /** The catalogue's dependencies by the category whose line carries them. */
  byCategory: ReadonlyMap<number, readonly DependencyDef[]>;
  /** Each category's pull group, for requirements naming a group. */
  groupOf: ReadonlyMap<number, number>;
}

/** The tables the definitions read (test/harness/cache-tables.test.ts holds it to that). */
export const DEPENDENCY_DEF_TABLES = [
  'categories',
  'dependencies',
  'dependency_items',
  'pull_groups',
] as const;

async function readDefs(db: Db): Promise<DependencyDefs> {
  const [rows, groups] = await Promise.all([findDependencyRows(db), findCategoryGroups(db)]);
  const byId = new Map<number, DependencyDef>();
  for (const r of rows) {
    let def = byId.get(r.id);
    if (!def) {
      def = { id: r.id, category_id: r.category_id, message: r.message, logic_type: r.logic_type, items: [] };
      byId.set(r.id, def);
    }
    if (r.item_id !== null)
      def.items.push({
        id: r.item_id,
        category_id: r.item_category_id,
        pull_group_id: r.item_pull_group_id,
        label: r.item_label ?? '',
      });
  }
  const byCategory = new Map<number, DependencyDef[]>();
  for (const def of byId.values()) {
    const list = byCategory.get(def.category_id) ?? [];
    list.push(def);
    byCategory.set(def.category_id, list);
  }
  return { byCategory, groupOf: new Map(groups.map((c) => [c.id, c.g])) };
}

// A few hundred rules, and the catalogue's pull groups, that change when the catalogue does: every pull's answer and every write's
// reads them from here instead of joining them again.
const defsCache = createVersionedCache<DependencyDefs>({
  tables: DEPENDENCY_DEF_TABLES,
  maxSize: 1,
  sizeOf: () => 1,
});

export const dependencyDefs = (db: Db): Promise<DependencyDefs> =>
  defsCache.get(db, 'all', () => readDefs(db));

/** What of a pull decides its dependencies: which lines are on it, and whose requirements are met. */
export interface PullDependencyFacts {
  /** Categories with a line of quantity above 0 (custom lines too): their dependencies are shown. */
  onPull: ReadonlySet<number>;
  /** Each category's own (not custom) line: it carries the dependency, and is what "on the pull" means. */
  lineByCategory: ReadonlyMap<number, { id: number; quantity: number }>;
  /** Pull groups with a line of quantity above 0, for requirements naming a group. */
  groupsOnPull: ReadonlySet<number>;
  satisfied: readonly {
    id: number;
    show_pull_item_id: number;
    dependency_id: number;
    is_satisfied: boolean;
  }[];
}

export function factsOfLines(
  defs: DependencyDefs,
  lines: readonly { id: number; category_id: number; quantity: number; isCustom: boolean }[],
  satisfied: PullDependencyFacts['satisfied'],
): PullDependencyFacts {
  const onPull = new Set<number>();
  const groupsOnPull = new Set<number>();
  const lineByCategory = new Map<number, { id: number; quantity: number }>();
  for (const l of lines) {
    if (!l.isCustom) lineByCategory.set(l.category_id, l);
    if (l.quantity <= 0) continue;
    onPull.add(l.category_id);
    const g = defs.groupOf.get(l.category_id);
    if (g != null) groupsOnPull.add(g);
  }
  return { onPull, lineByCategory, groupsOnPull, satisfied };
}

/** The facts of one pull, read without its lines' text (a write's answer, a satisfaction check). */
export async function readDependencyFacts(db: Db, defs: DependencyDefs, pullId: number) {
  const { lines, satisfied, lbs } = await findLineFacts(db, pullId);
  return { facts: factsOfLines(defs, lines, satisfied), lbs };
}

export const requirementMet = (logic: 'all' | 'other', items: readonly { isOnPull: boolean }[]) =>
  logic === 'all' ? items.every((i) => i.isOnPull) : items.some((i) => i.isOnPull);

const requiredItems = (def: DependencyDef, facts: PullDependencyFacts) =>
  def.items.map((i) => ({
    id: i.id,
    categoryNumberAndDescription: i.label,
    category_id: i.category_id,
    pull_group_id: i.pull_group_id,
    isOnPull:
      i.category_id !== null
        ? (facts.lineByCategory.get(i.category_id)?.quantity ?? 0) > 0
        : facts.groupsOnPull.has(i.pull_group_id ?? -1),
  }));

/** The dependencies the pull's lines carry, by id, each with what it requires and whether that is met. */
export function dependencyStates(defs: DependencyDefs, facts: PullDependencyFacts): DependencyState[] {
  const shown: DependencyDef[] = [];
  for (const categoryId of facts.onPull) {
    if (facts.lineByCategory.has(categoryId)) shown.push(...(defs.byCategory.get(categoryId) ?? []));
  }
  shown.sort((a, b) => a.id - b.id);
  return shown.map((def) => {
    const owner = facts.lineByCategory.get(def.category_id)!;
    const s = facts.satisfied.find((x) => x.dependency_id === def.id && x.show_pull_item_id === owner.id);
    const required_items = requiredItems(def, facts);
    return {
      id: def.id,
      category_id: def.category_id,
      for_show_pull_item_id: owner.id,
      message: def.message,
      logic_type: def.logic_type,
      required_items,
      requirementMet: requirementMet(def.logic_type, required_items),
      satisfied: s ? { id: s.id, is_satisfied: s.is_satisfied } : null,
    };
  });
}
