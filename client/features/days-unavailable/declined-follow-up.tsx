import { type ReactNode, useCallback, useState } from 'react';
import type { DeclinedInvite } from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import { DatesModal } from './dates-modal';
import './days-unavailable.css';

/**
 * Spec 2.9: after an invite is declined, ask whether the tech is unavailable on those dates, then
 * open the Add Dates form with them filled in (marked as following a declined invite). The screen
 * that records the decline calls `offer` with its answer and renders `form`.
 */
export function useDeclinedFollowUp(): { offer(declined: DeclinedInvite): Promise<void>; form: ReactNode } {
  const dialogs = useDialogs();
  const [adding, setAdding] = useState<DeclinedInvite | null>(null);
  const offer = useCallback(
    async (d: DeclinedInvite) => {
      const range = d.startDate === d.endDate ? d.startDate : `${d.startDate} to ${d.endDate}`;
      if (
        await dialogs.confirm(
          `${d.contactName} declined. Add days unavailable for ${d.contactName} (${range})?`,
        )
      )
        setAdding(d);
    },
    [dialogs],
  );
  const form = adding && (
    <DatesModal
      contactId={adding.contactId}
      initial={{ startDate: adding.startDate, endDate: adding.endDate, notes: 'Declined an invite' }}
      afterDeclinedInvite
      onClose={() => setAdding(null)}
    />
  );
  return { offer, form };
}
