/**
 * The typecheck tier: a show pull write's body is the contract's on the client. Each
 * `@ts-expect-error` below is a drift that must not compile.
 */

import { usePullWrite } from '../../client/features/show-pulls/write/pull-write';
import { showPullCalls as calls } from '../../contracts/show-pulls';

export function useClientSide() {
  const save = usePullWrite(1, calls.updateQty);
  // @ts-expect-error qtty is not a field of POST /show-pull/item/qty/update
  save.mutate({ showPullID: 1, categoryID: 2, qtty: 3 });
  save.mutate({ showPullID: 1, categoryID: 2, qty: 3 });
  // @ts-expect-error initials are answered with the item, not the updated pull
  usePullWrite(1, calls.setInitial);
}
