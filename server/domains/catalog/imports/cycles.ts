/**
 * The edges of a directed graph that lie on a circle (Tarjan's strongly connected components: an
 * edge within one component, or from a node to itself), each with one circle through it.
 */
export function findCycleEdges<E extends { from: number; to: number }>(
  edges: readonly E[],
): { edge: E; circle: number[] }[] {
  const next = new Map<number, number[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const component = new Map<number, number>();
  const stack: number[] = [];
  const onStack = new Set<number>();
  let counter = 0;
  let components = 0;
  // Iterative, so a long chain of dependencies cannot overflow the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: { node: number; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1]!;
      const targets = next.get(top.node) ?? [];
      if (top.i < targets.length) {
        const to = targets[top.i++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        let n: number;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          component.set(n, components);
        } while (n !== top.node);
        components++;
      }
    }
  }
  const out: { edge: E; circle: number[] }[] = [];
  for (const e of edges) {
    if (e.from !== e.to && component.get(e.from) !== component.get(e.to)) continue;
    out.push({ edge: e, circle: [e.from, ...pathWithin(e.to, e.from, next, component)] });
  }
  return out;
}

/** A shortest path from `from` back to `to` inside their component (the circle's rest), without `to`. */
function pathWithin(
  from: number,
  to: number,
  next: Map<number, number[]>,
  component: Map<number, number>,
): number[] {
  if (from === to) return [];
  const c = component.get(from);
  const previous = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const n = queue.shift()!;
    for (const m of next.get(n) ?? []) {
      if (previous.has(m) || component.get(m) !== c) continue;
      previous.set(m, n);
      if (m === to) {
        const path: number[] = [];
        for (let p = n; p !== from; p = previous.get(p)!) path.unshift(p);
        return [from, ...path];
      }
      queue.push(m);
    }
  }
  return [from];
}
