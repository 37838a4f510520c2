/** The query keys of the library, in one place: a mutation updates exactly the ones it changes. */
export const xbookKeys = {
  all: ['xbook'] as const,
  departments: ['xbook', 'departments'] as const,
  department: (id: number) => ['xbook', 'department', id] as const,
  folder: (id: number) => ['xbook', 'folder', id] as const,
  recent: ['xbook', 'recent'] as const,
  sheet: (id: number) => ['xbook', 'sheet', id] as const,
  items: (sheetId: number) => ['xbook', 'items', sheetId] as const,
  allItems: ['xbook', 'items'] as const,
  categories: ['xbook', 'categories'] as const,
  miscItems: ['xbook', 'misc-items'] as const,
  image: (itemId: number) => ['xbook', 'image', itemId] as const,
  allImages: ['xbook', 'image'] as const,
  search: ['xbook', 'search'] as const,
};
