import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { warehouseCalls as calls, type PrepLine, type PrepView } from '../../../contracts/warehouse';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

export const prepKey = (pullId: number) => ['warehouse', 'prep', pullId] as const;
const missingKey = (pullId: number) => ['warehouse', 'missing', pullId] as const;

export const prepQuery = (pullId: number) =>
  queryOptions({
    queryKey: prepKey(pullId),
    queryFn: ({ signal }) => call(calls.view, { params: { id: pullId } }, { signal }),
  });
export const usePrepView = (pullId: number) => useQuery(prepQuery(pullId));

/**
 * The line as a scan answer or a live event left it. Each carries the line's whole counts, so a
 * line is only ever replaced by a later state: `seq` (the live stream's number) keeps an older
 * event that arrives after a newer answer from undoing it.
 */
const lineSeq = new Map<number, number>();
export function putLine(old: PrepView | undefined, line: PrepLine, seq: number | null): PrepView | undefined {
  if (!old) return old;
  if (seq !== null) {
    if ((lineSeq.get(line.id) ?? 0) >= seq) return old;
    lineSeq.set(line.id, seq);
  }
  const at = old.lines.findIndex((l) => l.id === line.id);
  const lines = at < 0 ? [...old.lines, line] : old.lines.map((l) => (l.id === line.id ? line : l));
  return { ...old, lines };
}

/** Puts a scanned category that is not on the pull onto it (the pull's writers). */
export function useAddToPull(pullId: number) {
  const client = useQueryClient();
  const onError = useFailureHandler({ context: 'add scanned category to pull' });
  return useMutation({
    mutationFn: (body: { categoryId: number; quantity: number }) =>
      call(calls.add, { params: { id: pullId }, body }),
    meta: { handlesOwnErrors: true },
    onError,
    onSuccess: (answer) =>
      client.setQueryData(prepKey(pullId), (old: PrepView | undefined) => putLine(old, answer.line, null)),
  });
}

export const useMissing = (pullId: number, enabled: boolean) =>
  useQuery({
    queryKey: missingKey(pullId),
    queryFn: ({ signal }) => call(calls.missing, { params: { id: pullId } }, { signal }),
    enabled,
  });

/** Sends the missing list by email (through the outbox). */
export function useSendMissing(pullId: number) {
  const onError = useFailureHandler({ context: 'send missing list' });
  return useMutation({
    mutationFn: (to: string) => call(calls.sendMissing, { params: { id: pullId }, body: { to } }),
    meta: { handlesOwnErrors: true },
    onError,
  });
}
