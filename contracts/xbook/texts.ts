/** Spec 5 and 8, word for word (the server says the same as the screens). */
/** A quantity as typed: a whole number of 0 or more, or null when empty or not a number. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  return /^\d{1,6}$/.test(t) ? Number(t) : null;
}

export const XBOOK_TEXT = {
  folderNameRequired: 'A folder name is required',
  nameRequired: 'Please enter a name',
  folderRequired: 'You must select a folder',
  /** Issue 24.7: a cleared quantity is refused, never saved as 0. */
  quantityRequired: 'Enter a quantity: a whole number, 0 or more (an empty quantity is not saved)',
  imageRequired: 'Please select an image',
  deleteSheet: 'Are you sure you want to delete this content sheet?',
  deleteItem: 'Are you sure you want to delete this item?',
  deleteImage:
    'Are you sure you want to delete this image? It will also be removed for all other items with the same category or the same misc item.',
  newMiscItem:
    'New misc item name. Our standards: Title-Case, singular, proper grammar, and detailed enough to differentiate it from similar items. Check that it does not already exist first.',
  dragToReorder: 'Drag Items to Re-Order',
  noResults: 'No Results',
  noItems: 'No Items',
  noImage: 'No Image Found',
  printScale: "The PDF print scale must be set to 'Fit to Page'.",
  notAnImage: 'That file is not an image. Please select a PNG, JPEG, GIF or WebP image.',
  imageTooLarge: 'That image is too large: the limit is 5 MB.',
  miscItemExists: 'A misc item with that name already exists',
  categoryRequired: 'Please choose a category',
  sectionNameRequired: 'Please enter a section name',
  miscItemRequired: 'Please choose a misc item',
} as const;

/** Spec 5: on changing a sheet's category, the user is asked whether to rename the sheet too. */
export const renameToCategoryQuestion = (description: string) =>
  `Would you also like to rename this content sheet to "${description}"?`;

/** Uploads larger than this are refused (the multipart limit of the server is above it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Spec 9 "Library print settings". */
export const PRINT_DEFAULTS = { fontSize: 12, colQty: 1, leftMargin: 25, lineHeight: 100, colorCode: false };
export const PRINT_LIMITS = {
  fontSize: { min: 5, max: 30 },
  leftMargin: { min: 0, max: 100 },
  lineHeight: { min: 50, max: 150, step: 5 },
  /** 0 is Auto. */
  colQty: [0, 1, 2, 3] as const,
};

/** The sheet's own route (the method-override DELETE goes there). */
export const sheetRoute = (id: number) => `/xbook/sheets/${id}`;
export const folderRoute = (id: number) => `/xbook/folders/${id}`;
