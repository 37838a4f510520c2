import { useQuery } from '@tanstack/react-query';
import { xbookCalls as calls, type SearchFields } from '../../../../contracts/xbook';
import { call } from '../../../platform/http';
import { xbookKeys } from '../keys';

/** POST /xbook/search, form-encoded; runs when Go is pressed, off while there is nothing to search. */
export const useSearch = (form: SearchFields | null) =>
  useQuery({
    queryKey: [...xbookKeys.search, form],
    queryFn: ({ signal }) => call(calls.search, { body: form as SearchFields }, { signal }),
    enabled: form !== null,
    staleTime: 0,
  });
