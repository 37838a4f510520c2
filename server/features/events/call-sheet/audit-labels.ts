import type { AuditLabels } from '../../../platform/audit.js';
import { CREW_MESSAGE_TABLE } from './crew-message.js';

/** How the event's History names a message staff sent to the whole crew. */
export const callSheetAuditLabels: AuditLabels = { [CREW_MESSAGE_TABLE]: 'Crew message' };
