/**
 * Browser events one area raises and another answers, so neither imports the other. Spec 2.9:
 * after an invite is declined ('inviteDeclined'), the days-unavailable area offers to add dates.
 */
export interface InviteDeclinedDetail {
  contactId: number;
  contactName: string;
  startDate: string;
  endDate: string;
}

export const INVITE_DECLINED = 'inviteDeclined';

export function announceInviteDeclined(detail: InviteDeclinedDetail): void {
  window.dispatchEvent(new CustomEvent<InviteDeclinedDetail>(INVITE_DECLINED, { detail }));
}

export function onInviteDeclined(listener: (detail: InviteDeclinedDetail) => void): () => void {
  const handler = (e: Event) => listener((e as CustomEvent<InviteDeclinedDetail>).detail);
  window.addEventListener(INVITE_DECLINED, handler);
  return () => window.removeEventListener(INVITE_DECLINED, handler);
}
