import type { ShowPullView } from '../../../../contracts/show-pulls.js';
import type { findDependencyAssignments } from './queries.js';

export const toDependencyAssignment = (
  d: Awaited<ReturnType<typeof findDependencyAssignments>>[number],
): ShowPullView['dependencyAssignments'][number] => ({
  id: d.id,
  quantity: d.quantity,
  dependency_item_id: d.dependency_item_id,
  for_show_pull_item_id: d.for_show_pull_item_id,
  forItemDescription: d.description,
  category_id: d.category_id,
});
