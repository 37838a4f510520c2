/** What other client areas may use of the People area: the root of its query keys (an import reads them again). */
export const PEOPLE_QUERY_ROOT = ['people'] as const;
