import {
  xbookFolders,
  xbookMiscItems,
  xbookPrintSettings,
  xbookSheetItems,
  xbookSheets,
} from '../features/xbook/schema.js';
import { insertAll, insertReturningIds } from './insert.js';
import { drawFew, type Rng } from './random.js';
import type { Scale } from './sizes.js';
import type { SeededCategory, SeedGenerator } from './types.js';

/** Sheets per department, and items per sheet (at least 60,000 items in all on the large data set). */
const SIZES: Record<Scale, { sheets: number; items: [number, number]; clients: number }> = {
  small: { sheets: 60, items: [6, 18], clients: 4 },
  large: { sheets: 650, items: [8, 22], clients: 14 },
  xlarge: { sheets: 6_500, items: [8, 22], clients: 20 },
};
export const LARGE_MIN_SHEET_ITEMS = 60_000;

const MISC_ITEMS = [
  'Gaff Tape Black 2in',
  'Gaff Tape White 2in',
  'Spike Tape Assorted Colors',
  'Console Tape White 1in',
  'Cable Ties Black 8in (Bag of 100)',
  'Velcro Cable Wraps (Bag of 50)',
  'Sharpie Black',
  'Batteries AA (Box of 24)',
  'Batteries 9V (Box of 12)',
  'Tool Kit',
  'Flashlight with Red Lens',
  'Extension Cord Adapter Bag',
  'Rain Cover Set',
  'Console Dust Cover',
  'Road Case Label Set',
  'Clipboard with Paperwork Pouch',
  'Ladder 8ft Fiberglass',
  'Dolly 4-Wheel Furniture',
  'Work Gloves (Pair)',
  'Zip Tie Cutter',
  'Laptop Stand',
  'USB Stick 32GB',
  'Printed Stage Plot',
  'First Aid Kit',
  'Cable Ramp 2-Channel',
  'Sandbag 25lb',
  'Black Pipe and Drape Clips (Bag)',
  'Show Binder',
];

const KITS = [
  'Breakout Kit',
  'Keynote Package',
  'Podium Kit',
  'Panel Discussion Package',
  'Fly Pack',
  'Stage Kit',
  'Backup Kit',
  'Green Room Kit',
  'Registration Kit',
  'Ballroom Package',
  'Town Hall Package',
  'Awards Night Package',
  'Outdoor Kit',
  'Rehearsal Kit',
];
const VARIANTS = [
  '',
  '',
  '',
  ' A',
  ' B',
  ' (Small)',
  ' (Large)',
  ' (Rev 2)',
  ' - Ballroom',
  ' - Meeting Room',
];
const SHEET_NOTES = [
  '',
  '',
  '',
  '',
  'Check all batteries before load-out.',
  'Pack in the blue road cases.',
  'Confirm quantities with the account manager.',
  'Test every channel before it leaves the shop.',
];
const ITEM_NOTES = [
  'With clips',
  'Spare included',
  'Test before packing',
  'Label both ends',
  'New stock only',
];

const TREE: readonly [string, readonly string[]][] = [
  ['Standard Packages', ['Small (up to 50)', 'Medium (50 to 250)', 'Large (250+)']],
  ['Breakouts', ['Ballrooms', 'Meeting Rooms', 'Outdoor']],
  ['General Session', ['Keynote', 'Awards Night', 'Town Hall']],
  ['Touring Kits', ['Road Case Kits', 'Fly Packs']],
  ['Client Packages', []],
  ['Archive', ['2024', '2025']],
];
const CLIENTS = [
  'Acme Corp',
  'Northwind Traders',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Industries',
  'Wayne Foundation',
  'Hooli',
  'Vandelay Industries',
  'Soylent Foods',
  'Cyberdyne',
  'Tyrell Corp',
  'Wonka Confections',
  'Oceanic Airlines',
];

interface FolderSpec {
  name: string;
  children: FolderSpec[];
}

/** A department's tree: six top folders, their sub-folders, and one folder a client (some with years). */
function treeFor(rng: Rng, clients: number): FolderSpec[] {
  return TREE.map(([name, children]) => ({
    name,
    children:
      name === 'Client Packages'
        ? rng
            .shuffle(CLIENTS)
            .slice(0, clients)
            .map((client) => ({
              name: client,
              children: rng.chance(0.4)
                ? [
                    { name: '2025', children: [] },
                    { name: '2026', children: [] },
                  ]
                : [],
            }))
        : children.map((c) => ({ name: c, children: [] })),
  }));
}

async function insertTree(
  tx: Parameters<SeedGenerator['run']>[0]['tx'],
  rng: Rng,
  departmentId: number,
  specs: FolderSpec[],
  parentId: number | null,
  out: number[],
): Promise<void> {
  if (!specs.length) return;
  const ids = await insertReturningIds(
    tx,
    xbookFolders,
    specs.map((s) => ({ name: s.name, departmentId, parentId })),
  );
  for (const [i, spec] of specs.entries()) {
    // Sheets go in folders without sub-folders, and sometimes in a top folder itself.
    if (!spec.children.length || rng.chance(0.3)) out.push(ids[i]!);
    await insertTree(tx, rng, departmentId, spec.children, ids[i]!, out);
  }
}

/** Folders per department, content sheets in them, and their items; misc items; some print settings. */
export const xbookGenerator: SeedGenerator = {
  name: 'xbook',
  async run({ tx, rng, core, scale }) {
    const size = SIZES[scale];
    const miscIds = await insertReturningIds(
      tx,
      xbookMiscItems,
      MISC_ITEMS.map((name) => ({ name })),
    );
    const groupNames = new Map<number, string>();
    for (const [key, id] of core.pullGroups) groupNames.set(id, key.slice(key.indexOf('/') + 1));
    const printers = core.accountManagers.map((p) => `${p.firstName} ${p.lastName}`);

    let itemCount = 0;
    for (const [title, departmentId] of core.departments) {
      const leafIds: number[] = [];
      await insertTree(tx, rng, departmentId, treeFor(rng, size.clients), null, leafIds);
      const mine = core.categories.filter((c) => c.departmentId === departmentId && !c.isLabor);
      const systems = mine.filter((c) => c.isSystem);
      const byGroup = new Map<number, SeededCategory[]>();
      for (const c of mine) {
        if (c.isSystem || c.pullGroupId === null) continue;
        const list = byGroup.get(c.pullGroupId);
        if (list) list.push(c);
        else byGroup.set(c.pullGroupId, [c]);
      }
      const groups = [...byGroup.keys()];

      const sheets = Array.from({ length: size.sheets }, () => {
        const system = systems.length && rng.chance(0.4) ? rng.pick(systems) : undefined;
        return {
          name: system ? system.description : `${title} ${rng.pick(KITS)}${rng.pick(VARIANTS)}`,
          notes: rng.pick(SHEET_NOTES),
          departmentId,
          folderId: rng.pick(leafIds),
          categoryId: system?.id ?? null,
        };
      });
      const sheetIds = await insertReturningIds(tx, xbookSheets, sheets);

      const items: (typeof xbookSheetItems.$inferInsert)[] = [];
      const prints: (typeof xbookPrintSettings.$inferInsert)[] = [];
      for (const sheetId of sheetIds) {
        const wanted = rng.int(size.items[0], size.items[1]);
        let order = 0;
        const add = (
          item: Omit<typeof xbookSheetItems.$inferInsert, 'sheetId' | 'departmentId' | 'sortOrder'>,
        ) => items.push({ ...item, sheetId, departmentId, sortOrder: ++order });
        const sections = groups.length ? rng.shuffle(groups).slice(0, rng.int(1, 3)) : [];
        const perSection = Math.max(1, Math.floor((wanted - sections.length) / Math.max(1, sections.length)));
        for (const groupId of sections) {
          add({ kind: 'section', sectionName: groupNames.get(groupId) ?? 'Equipment', quantity: 0 });
          for (const c of drawFew(rng, scale, byGroup.get(groupId)!, () => perSection))
            add({
              kind: 'category',
              categoryId: c.id,
              quantity: /Cable/.test(c.description) ? rng.step(2, 24, 2) : rng.int(1, 12),
              notes: rng.chance(0.1) ? rng.pick(ITEM_NOTES) : '',
            });
        }
        // The rest, up to four, are misc items (tape, tools, covers).
        for (const miscItemId of rng.shuffle(miscIds).slice(0, Math.min(4, Math.max(0, wanted - order))))
          add({ kind: 'misc', miscItemId, quantity: rng.int(1, 6), notes: '' });
        if (rng.chance(0.2))
          prints.push({
            sheetId,
            fontSize: rng.pick([10, 11, 12, 12, 14]),
            columnQty: rng.pick([0, 1, 1, 2]),
            leftMargin: rng.pick([15, 25, 25, 40]),
            lineHeight: rng.pick([0.9, 1, 1, 1.1]),
            includeColorCode: rng.chance(0.3),
            printedByName: rng.pick(printers),
          });
      }
      await insertAll(tx, xbookSheetItems, items);
      await insertAll(tx, xbookPrintSettings, prints);
      itemCount += items.length;
    }
    if (scale === 'large' && itemCount < LARGE_MIN_SHEET_ITEMS)
      throw new Error(`The large data set has ${itemCount} sheet items, fewer than ${LARGE_MIN_SHEET_ITEMS}`);
  },
};
