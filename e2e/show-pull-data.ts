import type { Locator, Page } from 'playwright-core';
import type { ShowPullView } from '../contracts/show-pulls.js';

/** The main pull of each demo event, read through the calls the screen uses, until `pick` likes one. */
export async function findPull<T>(
  page: Page,
  pick: (view: ShowPullView) => T | undefined | null | false,
): Promise<{ view: ShowPullView; found: T }> {
  const events = (await (await page.request.get('/events?limit=200')).json()).events as { id: number }[];
  for (const e of events) {
    const pulls = (await (await page.request.get(`/show-pulls?eventId=${e.id}`)).json()).pulls as {
      id: number;
    }[];
    const view = (await (await page.request.get(`/show-pulls/${pulls[0]!.id}`)).json()) as ShowPullView;
    const found = pick(view);
    if (found) return { view, found };
  }
  throw new Error('No demo pull fits');
}

export const readPull = async (page: Page, id: number) =>
  (await (await page.request.get(`/show-pulls/${id}`)).json()) as ShowPullView;

/** Lines with a dependency neither met nor satisfied by hand: what the header counts. */
export const unmetLineIds = (view: ShowPullView) =>
  new Set(
    view.dependencies
      .filter((d) => !d.requirementMet && !d.satisfied?.is_satisfied)
      .map((d) => d.for_show_pull_item_id),
  );

/** The demo pull with the most bid items the screen lists (active ones). */
export async function largestPull(page: Page): Promise<ShowPullView> {
  let best: ShowPullView | undefined;
  const size = (v: ShowPullView) => v.eventItems.filter((i) => i.isActive).length;
  await findPull(page, (v) => {
    if (!best || size(v) > size(best)) best = v;
    return false;
  }).catch(() => undefined);
  return best!;
}

/**
 * On an open pull: the System Manager adds `system` to the pull and chooses it and its `componentId`
 * for a component to add; answers the manager, ready for the component quantity.
 */
export async function chooseSystemComponent(
  page: Page,
  system: { id: number; categoryNumber: number; description: string },
  componentId: number,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add System', exact: true }).click();
  const manager = page.getByRole('dialog', { name: 'System Manager' });
  await manager
    .getByLabel('System', { exact: true })
    .selectOption({ label: `${system.categoryNumber} ${system.description}` });
  await manager.getByRole('button', { name: 'Add System' }).click();
  const onPull = manager.getByLabel('System on the pull');
  await onPull.waitFor();
  await onPull.selectOption(String(system.id));
  await manager.getByLabel('Component', { exact: true }).selectOption(String(componentId));
  return manager;
}
