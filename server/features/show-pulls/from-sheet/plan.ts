import type { FromSheetPreview } from '../../../../contracts/show-pulls.js';
import type { SheetForPull } from '../../xbook/public.js';

/**
 * What a sheet added N times puts on a pull, worked out once for the preview and the write: each
 * category line × N (raising the category's line when the pull has one), each misc item × N as a
 * custom line under `miscCategory`, grouped under the sheet's sections. Lines of quantity 0 add
 * nothing and are left out.
 */
export function planFromSheet(
  sheet: SheetForPull,
  times: number,
  onPull: ReadonlyMap<number, number>,
  miscCategory: { id: number; label: string } | null,
): FromSheetPreview {
  const groups: FromSheetPreview['groups'] = [{ section: null, lines: [] }];
  let hasMisc = false;
  for (const item of sheet.items) {
    if (item.kind === 'section') {
      groups.push({ section: item.name, lines: [] });
      continue;
    }
    if (item.quantity <= 0) continue;
    const lines = groups.at(-1)!.lines;
    if (item.kind === 'category' && item.categoryId !== null)
      lines.push({
        kind: 'category',
        categoryID: item.categoryId,
        label: `${item.categoryNumber ?? ''} ${item.name}`.trim(),
        addQty: item.quantity * times,
        onPullQty: onPull.get(item.categoryId) ?? null,
        notes: item.notes,
      });
    else if (item.kind === 'misc') {
      hasMisc = true;
      lines.push({
        kind: 'custom',
        categoryID: miscCategory?.id ?? null,
        label: item.name,
        addQty: item.quantity * times,
        onPullQty: null,
        notes: item.notes,
      });
    }
  }
  return {
    sheet: { id: sheet.id, name: sheet.name, folder_path: sheet.folderPath },
    times,
    groups: groups.filter((g) => g.lines.length > 0),
    needsMiscCategory: hasMisc && !miscCategory,
    miscCategory,
  };
}

/** The category lines' quantities to add, one sum per category (a sheet may list a category twice). */
export function categoryDeltas(plan: FromSheetPreview): Map<number, number> {
  const out = new Map<number, number>();
  for (const g of plan.groups)
    for (const l of g.lines)
      if (l.kind === 'category' && l.categoryID !== null)
        out.set(l.categoryID, (out.get(l.categoryID) ?? 0) + l.addQty);
  return out;
}
