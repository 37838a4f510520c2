import type { BenchCase, ScreenCase } from '../case.js';
import { eventCases, eventScreens } from './events.js';
import { showPullCases, showPullScreens } from './show-pulls.js';
import { xbookCases, xbookScreens } from './xbook.js';

/** Every API case of `npm run bench`; each area adds its file here as it lands. */
export const apiCases: BenchCase[] = [...eventCases, ...showPullCases, ...xbookCases];
export const screenCases: ScreenCase[] = [...eventScreens, ...showPullScreens, ...xbookScreens];
