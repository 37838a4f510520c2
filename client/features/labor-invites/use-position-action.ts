import { useState } from 'react';
import { LOCKED_INVITE_MESSAGE } from '../../../contracts/labor-invites';
import { useDialogs } from '../../platform/dialogs';
import { handleRequestFailure } from '../../platform/error-reporting';
import { ApiError } from '../../platform/http';
import { reloadPosition, useCacheWriters } from './api';

/**
 * Runs an action on a position and then reloads it (spec 4). A refusal the server explains is
 * alerted in its words ('locked' as the spec's text); anything else goes to the error reporter.
 */
export function usePositionAction(positionId: number) {
  const dialogs = useDialogs();
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
      if (error instanceof ApiError && error.status === 423) await dialogs.alert(lockedMessage);
      else if (error instanceof ApiError && error.status === 409) await dialogs.alert(error.message);
      else if (error instanceof ApiError)
        void handleRequestFailure(error, `labor-invites position ${positionId}`);
      else throw error;
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
