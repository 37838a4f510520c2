import type { QueryOf } from '../../../../contracts/call.js';
import type { xbookCalls } from '../../../../contracts/xbook.js';
import { findDepartments } from '../../../domains/catalog/departments.js';
import type { SessionUser } from '../../../platform/auth/session-store.js';
import { prettyTimestamp } from '../../../platform/dates.js';
import type { Db } from '../../../platform/db/types.js';
import type { Draw } from '../../../platform/prints.js';
import { findItems } from '../items/queries.js';
import { toSheetItem } from '../items/service.js';
import { savePrintSettings } from '../sheets/queries.js';
import { requireSheet, toContentSheet } from '../sheets/service.js';
import { sheetPdf } from './sheet-pdf.js';

/**
 * The sheet's PDF with the settings asked for (drawn by `draw`, in a PDF worker); they become the
 * sheet's print settings (the next print starts from them), with the user as the one who printed last.
 */
export async function printSheet(
  db: Db,
  user: SessionUser,
  id: number,
  settings: QueryOf<typeof xbookCalls.sheetPdf>,
  draw: Draw,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await requireSheet(db, id);
  const sheet = await toContentSheet(db, row);
  const items = (await findItems(db, id)).map(toSheetItem);
  const department = (await findDepartments(db)).find((d) => d.id === row.departmentId)?.title ?? '';
  const pdf = await draw(sheetPdf, {
    sheet,
    items,
    settings,
    context: { department, printed: `Printed ${prettyTimestamp(new Date())} by ${user.name}` },
  });
  await db.transaction((tx) =>
    savePrintSettings(tx, id, {
      fontSize: settings.fontSize,
      columnQty: settings.colQty,
      leftMargin: settings.leftMargin,
      lineHeight: settings.lineHeight / 100,
      includeColorCode: settings.colorCode,
      printedByUserId: user.id,
      printedByName: user.name,
    }),
  );
  return { pdf, fileName: `content-sheet-${id}.pdf` };
}
