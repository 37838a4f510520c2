import { useConnection } from '../connection';

export const OFFLINE_KEPT = 'Offline — your changes are kept and will be sent';
export const OFFLINE_NOT_KEPT = 'Offline — changes made now cannot be sent until the connection is back';

/**
 * Says the connection is lost (connection.ts), under the top bar, while the screen stays as it
 * was. The region is always there, so a screen reader announces the words when they come.
 */
export function ConnectionBanner() {
  const { online, keepsWrites } = useConnection();
  return (
    <div role="status" className={online ? 'connection-banner' : 'connection-banner offline'}>
      {online ? null : keepsWrites ? OFFLINE_KEPT : OFFLINE_NOT_KEPT}
    </div>
  );
}
