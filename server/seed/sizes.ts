import { audio } from './catalog-audio.js';
import { lighting } from './catalog-lighting.js';
import { rigging, staging } from './catalog-scenic.js';
import { backline, power } from './catalog-support.js';
import type { DepartmentCatalog } from './catalog-types.js';
import { video } from './catalog-video.js';

export type Scale = 'small' | 'large';

export const SCALES: readonly Scale[] = ['small', 'large'];
export const isScale = (value: unknown): value is Scale => SCALES.includes(value as Scale);

export interface Sizes {
  departments: readonly DepartmentCatalog[];
  /** Total categories; undefined means the catalog as written (no shop or package variants). */
  categories: number | undefined;
  accountManagers: number;
  vendors: number;
  technicians: number;
  events: number;
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
    extraStaffUsers: 3,
  },
  large: {
    departments: [audio, video, lighting, staging, rigging, power, backline],
    categories: 20_000,
    accountManagers: 40,
    vendors: 12,
    technicians: 600,
    events: 2_000,
    extraStaffUsers: 3,
  },
};
