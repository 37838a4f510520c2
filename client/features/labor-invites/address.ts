import { eventsQuery as rangeRule } from '../../../contracts/labor-invites';

/** The range the address asks for, when the server would take it. */
export function rangeFromAddress(params: URLSearchParams) {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  return rangeRule.safeParse(range).success ? range : null;
}
