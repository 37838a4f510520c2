import { callsOf } from '../call.js';
import { errorResponse } from '../common.js';

export const call = callsOf('show-pulls');
/** A write may be refused as a conflict (already assigned, fully assigned, confirm first). */
export const write = { method: 'POST', refusals: { 409: errorResponse } } as const;
