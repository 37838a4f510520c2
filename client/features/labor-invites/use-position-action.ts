import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LOCKED_INVITE_MESSAGE } from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import { showFailure } from '../../platform/refusals';
import { reloadPosition, useCacheWriters } from './api';

/**
 * Runs an action on a position and then reloads it (spec 4). A refusal is shown by the platform
 * helper, a locked bid in the spec's words (which differ between invite and resolve).
 */
export function usePositionAction(positionId: number) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { putPosition } = useCacheWriters();
  const [busy, setBusy] = useState(false);

  async function run<T>(
    action: () => Promise<T>,
    lockedMessage = LOCKED_INVITE_MESSAGE,
  ): Promise<T | undefined> {
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      await showFailure(dialogs, error, {
        context: `labor-invites position ${positionId}`,
        messages: { 423: lockedMessage },
        queryClient,
      });
      return undefined;
    } finally {
      await reloadPosition(positionId)
        .then(putPosition)
        .catch(() => undefined);
      setBusy(false);
    }
  }
  return { run, busy };
}
