import { buildCategory, buildDepartment } from '../../../test/factories.js';
import { multipartBody as multipartOf } from '../../../test/multipart.js';
import type { Db } from '../../platform/db/types.js';
import { xbookFolders, xbookMiscItems, xbookSheetItems, xbookSheets } from './schema.js';

async function folder(db: Db, name: string, departmentId: number, parentId: number | null = null) {
  const [row] = await db.insert(xbookFolders).values({ name, departmentId, parentId }).returning();
  return row!;
}

async function sheet(db: Db, values: typeof xbookSheets.$inferInsert) {
  const [row] = await db.insert(xbookSheets).values(values).returning();
  return row!;
}

/**
 * A small library: two departments; Audio has Standard Packages > Breakouts holding the
 * "Breakout Audio Kit" (a section, two categories, a misc item) and a second sheet that also lists
 * the microphone; Video has one folder and an empty sheet.
 */
/** Libraries built so far in each database (the test workers run many files, each on its own). */
const built = new WeakMap<Db, number>();
export async function buildLibrary(db: Db) {
  // Names that must be unique get a number after the first library of a database.
  const count = (built.get(db) ?? 0) + 1;
  built.set(db, count);
  const n = count > 1 ? ` ${count}` : '';
  const audio = await buildDepartment(db, {
    title: `Library Audio${n}`,
    colorHex: '#1F6FEB',
    colorName: 'Blue',
  });
  const video = await buildDepartment(db, {
    title: `Library Video${n}`,
    colorHex: '#8957E5',
    colorName: 'Purple',
  });
  const mic = await buildCategory(db, { departmentId: audio.id, description: 'Shure SM58 Microphone' });
  const cable = await buildCategory(db, { departmentId: audio.id, description: 'XLR Cable 25ft' });
  const pack = await buildCategory(db, {
    departmentId: audio.id,
    description: 'Breakout Audio Package',
    isSystem: true,
  });
  const projector = await buildCategory(db, {
    departmentId: video.id,
    description: 'Panasonic 12K Projector',
  });
  const position = await buildCategory(db, {
    departmentId: audio.id,
    description: 'A1 Engineer',
    isLabor: true,
  });

  const packages = await folder(db, 'Standard Packages', audio.id);
  const breakouts = await folder(db, 'Breakouts', audio.id, packages.id);
  const touring = await folder(db, 'Touring Kits', audio.id);
  const projection = await folder(db, 'Projection', video.id);

  const kit = await sheet(db, {
    name: 'Breakout Audio Kit',
    notes: 'Check batteries',
    departmentId: audio.id,
    folderId: breakouts.id,
    categoryId: pack.id,
  });
  const podium = await sheet(db, { name: 'Podium Mic Kit', departmentId: audio.id, folderId: touring.id });
  const screens = await sheet(db, {
    name: 'Screen Package',
    departmentId: video.id,
    folderId: projection.id,
  });

  const [tape] = await db
    .insert(xbookMiscItems)
    .values({ name: `Gaff Tape Black 2in${n}` })
    .returning();
  const items = await db
    .insert(xbookSheetItems)
    .values([
      { sheetId: kit.id, departmentId: audio.id, kind: 'section', sectionName: 'Microphones', sortOrder: 1 },
      {
        sheetId: kit.id,
        departmentId: audio.id,
        kind: 'category',
        categoryId: mic.id,
        quantity: 4,
        notes: 'With clips',
        sortOrder: 2,
      },
      {
        sheetId: kit.id,
        departmentId: audio.id,
        kind: 'category',
        categoryId: cable.id,
        quantity: 6,
        sortOrder: 3,
      },
      {
        sheetId: kit.id,
        departmentId: audio.id,
        kind: 'misc',
        miscItemId: tape!.id,
        quantity: 2,
        sortOrder: 4,
      },
      {
        sheetId: podium.id,
        departmentId: audio.id,
        kind: 'category',
        categoryId: mic.id,
        quantity: 1,
        sortOrder: 1,
      },
    ])
    .returning();
  const [section, micItem, cableItem, tapeItem, podiumMic] = items;
  return {
    audio,
    video,
    mic,
    cable,
    pack,
    projector,
    position,
    folders: { packages, breakouts, touring, projection },
    kit,
    podium,
    screens,
    tape: tape!,
    items: { section: section!, mic: micItem!, cable: cableItem!, tape: tapeItem!, podiumMic: podiumMic! },
  };
}
export type Library = Awaited<ReturnType<typeof buildLibrary>>;

/** A form-encoded body, as the client sends the spec's form calls. */
export const formBody = (fields: Record<string, string | number | boolean | (string | number)[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const x of v) body.append(`${k}[]`, String(x));
    else body.append(k, String(v));
  }
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  };
};

/** A multipart body with an optional file part named `image`. */
export const multipartBody = (
  file?: { bytes: Buffer; filename: string; type: string },
  fields: Record<string, string> = {},
) => multipartOf(file && { name: 'image', ...file }, fields);

/** A real 2x2 PNG (red), and one in a different colour for a replacement. */
export const PNG_RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4IycHRAwQCgAhpgRhTxp8CQAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQk7sDRAwQCgAbtgRhi9/FKQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
