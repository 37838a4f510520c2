import { eventsQuery as rangeRule } from '../../../contracts/labor-invites';

/** The range the address asks for, when the server would take it. */
export function rangeFromAddress(params: URLSearchParams) {
  const range = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  return rangeRule.safeParse(range).success ? range : null;
}

/**
 * Why the address's range was not used, in words (a date that does not exist, a reversed or too
 * long range); null when the address asks for none or for a good one.
 */
export function addressProblem(params: URLSearchParams): string | null {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  if (startDate === null && endDate === null) return null;
  const range = { startDate: startDate ?? '', endDate: endDate ?? '' };
  const result = rangeRule.safeParse(range);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const field = issue.path[0] as 'startDate' | 'endDate';
  const why =
    issue.code === 'custom'
      ? issue.message
      : `${range[field] ? `“${range[field]}”` : 'nothing'} is not a date`;
  const label = field === 'startDate' ? 'start date' : 'end date';
  return `The address's ${label} could not be used (${why}); showing the default range instead.`;
}
