/**
 * A module's exports with one function counted, for a `vi.mock` factory: a test of a cache says
 * how many times its build ran (a write it is carried past must cause none).
 *   const builds = vi.hoisted(() => ({ n: 0 }));
 *   vi.mock('./view.js', async (original) =>
 *     (await import('…/test/count-calls.js')).countCalls(await original(), 'getShowPullView', builds));
 */
export function countCalls<M extends object>(real: M, name: keyof M, counter: { n: number }): M {
  const fn = real[name] as (...args: unknown[]) => unknown;
  return {
    ...real,
    [name]: (...args: unknown[]) => {
      counter.n++;
      return fn(...args);
    },
  };
}
