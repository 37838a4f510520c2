import type { BenchCase, ScreenCase } from '../case.js';
import { eventCases, eventScreens } from './events.js';
import { flowCases, flowScreens } from './flow.js';
import { showPullCases, showPullScreens } from './show-pulls.js';

/** Every API case of `npm run bench`; each area adds its file here as it lands. */
export const apiCases: BenchCase[] = [...eventCases, ...showPullCases, ...flowCases];
export const screenCases: ScreenCase[] = [...eventScreens, ...showPullScreens, ...flowScreens];
