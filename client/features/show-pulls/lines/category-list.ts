import { useQuery } from '@tanstack/react-query';
import type { CategoryList } from '../../../../contracts/category-list';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { call } from '../../../platform/http';

export interface CategoryOption {
  id: number;
  name: string;
  description: string;
  department: string;
}

const toOptions = (list: CategoryList): CategoryOption[] =>
  list.ids.map((id, i) => ({
    id,
    name: list.numbers[i]!,
    description: list.descriptions[i]!,
    department: list.departments[list.departmentOf[i]!]!,
  }));

/**
 * Every equipment category (about 20,000 on a big catalogue), fetched once a session in the compact
 * form: the catalogue hardly moves while a pull is written, and asking again costs a second.
 */
export const useCategoryList = () =>
  useQuery({
    queryKey: ['show-pull-category-list'],
    queryFn: ({ signal }) => call(calls.categoryList, {}, { signal }),
    select: toOptions,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
