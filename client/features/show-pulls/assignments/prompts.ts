import type { Dialogs } from '../../../platform/dialogs';

/** Spec 5: a quantity prompt treats non-numeric input as 0, and 0 means no action. */
export async function askQuantity(dialogs: Dialogs, message: string, suggested: number): Promise<number> {
  return (await askNewQuantity(dialogs, message, suggested)) ?? 0;
}

/**
 * A quantity prompt where 0 does something (a Change prompt: 0 deletes): Cancel or Escape answers
 * null, no change, so it is never read as 0 (issue 38.6: Escape went on to "Are you sure?" with OK
 * focused, and the next Enter deleted the assignment).
 */
export async function askNewQuantity(
  dialogs: Dialogs,
  message: string,
  suggested: number,
): Promise<number | null> {
  const answer = await dialogs.prompt(message, String(suggested));
  if (answer === null) return null;
  const n = Math.floor(Number(answer));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * Issue 38.6: assigning more than the bid (or the commitment) asks for is asked about first; a
 * quantity within it goes ahead. True: go ahead.
 */
export async function confirmOverBid(
  dialogs: Dialogs,
  what: { description: string; required: number; assigned: number },
  qty: number,
): Promise<boolean> {
  const total = what.assigned + qty;
  if (total <= what.required) return true;
  return dialogs.confirm(
    `Assigning ${qty.toLocaleString('en-US')} of ${what.description} makes ${total.toLocaleString('en-US')} assigned, ${(total - what.required).toLocaleString('en-US')} more than the ${what.required.toLocaleString('en-US')} asked for. Assign anyway?`,
  );
}

/** The one question before a bid item's or a commitment's assignment is taken off the pull. */
export const confirmUnassign = (dialogs: Dialogs) =>
  dialogs.confirm('Are you sure you want to un-assign this item?');
