import type { BenchCase, ScreenCase } from '../case.js';
import { eventCases, eventScreens } from './events.js';
import { showPullCases, showPullScreens } from './show-pulls.js';

/** Every API case of `npm run bench`; each area adds its file here as it lands. */
export const apiCases: BenchCase[] = [...eventCases, ...showPullCases];
export const screenCases: ScreenCase[] = [...eventScreens, ...showPullScreens];
