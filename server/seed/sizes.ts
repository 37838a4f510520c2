import { audio } from './catalog-audio.js';
import { lighting } from './catalog-lighting.js';
import { rigging, staging } from './catalog-scenic.js';
import { backline, power } from './catalog-support.js';
import type { DepartmentCatalog } from './catalog-types.js';
import { video } from './catalog-video.js';

export type Scale = 'small' | 'large' | 'xlarge';

export const SCALES: readonly Scale[] = ['small', 'large', 'xlarge'];
export const isScale = (value: unknown): value is Scale => SCALES.includes(value as Scale);

export interface Sizes {
  departments: readonly DepartmentCatalog[];
  /** Total categories; undefined means the catalog as written (no shop or package variants). */
  categories: number | undefined;
  accountManagers: number;
  vendors: number;
  technicians: number;
  events: number;
  /** Events start between these days from today (before: negative). */
  eventDays: readonly [number, number];
  /** Bid items per event, fewest and most. */
  bidItems: readonly [number, number];
  /** Bid items of the first upcoming show, the largest pull; undefined: drawn like the others. */
  largestPull: number | undefined;
  /** Staff users besides the demo accounts, linked to account managers. */
  extraStaffUsers: number;
}

export const SIZES: Record<Scale, Sizes> = {
  small: {
    departments: [audio, video, lighting, staging, rigging],
    categories: undefined,
    accountManagers: 8,
    vendors: 4,
    technicians: 60,
    events: 80,
    eventDays: [-30, 90],
    bidItems: [12, 40],
    largestPull: undefined,
    extraStaffUsers: 3,
  },
  large: {
    departments: [audio, video, lighting, staging, rigging, power, backline],
    categories: 20_000,
    accountManagers: 40,
    vendors: 12,
    technicians: 600,
    events: 2_000,
    eventDays: [-30, 90],
    bidItems: [55, 100],
    // Issue 4: at least one event with 1,500 bid items.
    largestPull: 1_500,
    extraStaffUsers: 3,
  },
  // Issue 36.4: ten times large, a year and a half of a large company's shows.
  xlarge: {
    departments: [audio, video, lighting, staging, rigging, power, backline],
    categories: 200_000,
    accountManagers: 400,
    vendors: 120,
    technicians: 6_000,
    events: 20_000,
    eventDays: [-450, 90],
    bidItems: [55, 100],
    largestPull: 20_000,
    extraStaffUsers: 3,
  },
};
