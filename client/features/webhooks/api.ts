import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../contracts/call';
import { webhookCalls } from '../../../contracts/webhooks';
import { call } from '../../platform/http';
import { useFailureHandler } from '../../platform/refusals';

const ALL = ['webhooks'] as const;
const LIST_KEY = [...ALL, 'list'] as const;
const deliveriesKey = (id: number) => [...ALL, 'deliveries', id] as const;

export const webhooksQuery = () =>
  queryOptions({
    queryKey: LIST_KEY,
    queryFn: ({ signal }) => call(webhookCalls.list, {}, { signal }),
  });
export const useWebhooks = () => useQuery(webhooksQuery());

export const deliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: deliveriesKey(id),
    queryFn: ({ signal }) => call(webhookCalls.deliveries, { params: { id } }, { signal }),
  });
export const useDeliveries = (id: number) => useQuery(deliveriesQuery(id));

/** Every write may change the list (counts) and a log: both are read again. */
function useWrite<V, A>(context: string, mutationFn: (v: V) => Promise<A>, ownErrors = false) {
  const queryClient = useQueryClient();
  const onError = useFailureHandler({ context, queryClient });
  return useMutation({
    mutationFn,
    meta: { handlesOwnErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL }),
    onError: ownErrors ? undefined : onError,
  });
}

/** The form shows its refusals (a bad address) beside itself. */
export const useCreateWebhook = () =>
  useWrite(
    'add webhook',
    (body: BodyOf<typeof webhookCalls.create>) => call(webhookCalls.create, { body }),
    true,
  );
export const useUpdateWebhook = () =>
  useWrite(
    'change webhook',
    ({ id, body }: { id: number; body: BodyOf<typeof webhookCalls.update> }) =>
      call(webhookCalls.update, { params: { id }, body }),
    true,
  );
export const useToggleWebhook = () =>
  useWrite('turn webhook on or off', ({ id, active }: { id: number; active: boolean }) =>
    call(webhookCalls.update, { params: { id }, body: { active } }),
  );
export const useDeleteWebhook = () =>
  useWrite('delete webhook', (id: number) => call(webhookCalls.remove, { params: { id } }));
export const useNewSecret = () =>
  useWrite('draw a new webhook secret', (id: number) => call(webhookCalls.newSecret, { params: { id } }));
export const useSendTest = () =>
  useWrite('send a test event', (id: number) => call(webhookCalls.sendTest, { params: { id } }));
export const useRetryDelivery = () =>
  useWrite('retry a delivery', (id: number) => call(webhookCalls.retry, { params: { id } }));
