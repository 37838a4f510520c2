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

type EventItem = ShowPullView['eventItems'][number];

/**
 * A bid item the screen assigns with one question (no vendor), with at least 2 left to assign and
 * a description that finds it alone; `also` narrows it further.
 */
export const assignableItem = (v: ShowPullView, also: (item: EventItem) => boolean = () => true) =>
  v.eventItems.find(
    (i) =>
      i.isActive &&
      i.isAssignable &&
      !i.isInGearFlowQueue &&
      !i.vendor_company_name &&
      !i.assignment &&
      i.qty_required - i.otherPullsQty >= 2 &&
      /^[\w ,.-]+$/.test(i.description) &&
      v.eventItems.filter((o) => o.description.includes(i.description)).length === 1 &&
      also(i),
  );

/** A pull line (not custom) whose category's active bid item is assigned and has no initials yet. */
export function lineToInitial(v: ShowPullView) {
  for (const line of v.pullItems) {
    if (line.isCustom || line.quantity <= 0) continue;
    const item = v.eventItems.find(
      (i) => i.category_id === line.category_id && i.assignment && i.isActive && !i.initials1,
    );
    if (item) return { line, item };
  }
  return undefined;
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
