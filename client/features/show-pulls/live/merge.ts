import type { ShowPullView } from '../../../../contracts/show-pulls';

// The two writes that answer something of their own (initials, satisfaction), merged the same way
// from the writer's answer (own-answer-writes.ts) and from the stream (use-pull-stream.ts).

type Satisfied = ShowPullView['dependencies'][number]['satisfied'];

export const withInitials = (
  old: ShowPullView,
  a: { id: number; initials1: string | null; initialsProgress: number },
): ShowPullView => ({
  ...old,
  initialsProgress: a.initialsProgress,
  eventItems: old.eventItems.map((i) => (i.id === a.id ? { ...i, initials1: a.initials1 } : i)),
});

export const withSatisfaction = (
  old: ShowPullView,
  key: { dependencyID: number; pullItemID: number },
  record: Satisfied,
): ShowPullView => ({
  ...old,
  dependencies: old.dependencies.map((d) =>
    d.id === key.dependencyID && d.for_show_pull_item_id === key.pullItemID ? { ...d, satisfied: record } : d,
  ),
});
