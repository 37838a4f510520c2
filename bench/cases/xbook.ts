import { sql } from 'drizzle-orm';
import { search } from '../../server/features/xbook/search/service.js';
import { type Db, selectRows } from '../../server/platform/db/types.js';
import { benchCase, type ScreenCase } from '../case.js';

/** What staff type: a kind of gear, a model, a misc item, a number, a word too short for trigrams. */
const TERMS = ['cable', 'sm58', 'gaff tape', 'projector', 'xlr 25', 'ballroom kit', 'a'];

export async function allDepartments(db: Db) {
  const rows = await selectRows<{ id: number }>(db, sql`select id from departments order by id`);
  return rows.map((r) => r.id);
}

let floorRuns = 0;

const form = (searchText: string, departments: number[]) => ({
  searchText,
  departments,
  searchFolders: true,
  searchContentSheets: true,
  searchItems: true,
});

/** The sheet with the most items. */
async function longestSheet(db: Db) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select sheet_id as id from xbook_sheet_items group by sheet_id order by count(*) desc, sheet_id limit 1`,
  );
  if (!row) throw new Error('The bench data set has no content sheets');
  return row.id;
}

export const xbookCases = [
  benchCase({
    name: 'xbook: search (all departments, every group)',
    kind: 'read',
    p99Target: 100,
    prepare: async (db) => ({ departments: await allDepartments(db) }),
    // The floor cycles through the terms as the connections do.
    floor: (db, p) => search(db, form(TERMS[floorRuns++ % TERMS.length]!, p.departments)),
    requests: (p) => [{ method: 'POST', path: '/xbook/search', body: form(TERMS[0]!, p.departments) }],
    hooks: (p) => {
      let next = 0;
      return {
        setup: (_i, req) => ({ ...req, body: form(TERMS[next++ % TERMS.length]!, p.departments) }),
      };
    },
  }),
  benchCase({
    name: 'xbook: search one department',
    kind: 'read',
    p99Target: 100,
    prepare: async (db) => ({ departments: (await allDepartments(db)).slice(0, 1) }),
    floor: (db, p) => search(db, form('cable', p.departments)),
    requests: (p) => [{ method: 'POST', path: '/xbook/search', body: form('cable', p.departments) }],
  }),
];

export const xbookScreens: ScreenCase[] = [
  {
    name: 'xbook: content sheet, longest',
    prepare: async (db) => ({ path: `/xbook/sheets/${await longestSheet(db)}` }),
    painted: 'table.sheet-items tbody tr',
    interactive: 'table.sheet-items tbody tr .item-name',
  },
];
