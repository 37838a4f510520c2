import type { Dialogs } from '../../../platform/dialogs';

/** Spec 5: a quantity prompt treats non-numeric input as 0, and 0 means no action. */
export async function askQuantity(dialogs: Dialogs, message: string, suggested: number): Promise<number> {
  const answer = await dialogs.prompt(message, String(suggested));
  const n = Math.floor(Number(answer));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The one question before a bid item's or a commitment's assignment is taken off the pull. */
export const confirmUnassign = (dialogs: Dialogs) =>
  dialogs.confirm('Are you sure you want to un-assign this item?');
