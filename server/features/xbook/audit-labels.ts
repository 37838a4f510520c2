import type { AuditLabels } from '../../platform/audit.js';

/** How the History reads the library's tables (registered in server/app.ts). */
export const xbookAuditLabels: AuditLabels = {
  xbook_folders: 'Folder',
  xbook_sheets: 'Content sheet',
  xbook_sheet_items: 'Sheet item',
  xbook_misc_items: 'Misc item',
  xbook_item_images: 'Item image',
};
