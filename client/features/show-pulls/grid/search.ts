import { useDebouncedValue } from '../../../platform/use-debounced-value';

/** Spec 9: searches wait 500 ms after typing, and apply at once when cleared. */
export const useSearch = (text: string) => useDebouncedValue(text, text.trim() ? 500 : 0);
