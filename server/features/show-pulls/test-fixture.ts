import { buildCategory, buildContact, buildDepartment, buildEvent } from '../../../test/factories.js';
import { dependencies, dependencyItems, pullGroups, systemItems } from '../../domains/catalog/schema.js';
import { commitments, eventItems, showPulls } from '../../domains/shows/schema.js';
import type { Db } from '../../platform/db/types.js';
import { eventTechs } from './schema.js';

/** One event with bid items, a commitment, a dependency of each logic, a system and a tech (tests only). */
export async function buildPullScenario(db: Db, eventId: number) {
  const audio = await buildDepartment(db, {
    title: `Audio ${eventId}`,
    colorHex: '#7c3aed',
    colorName: 'Purple',
  });
  const [mics] = await db
    .insert(pullGroups)
    .values({ name: 'Microphones', departmentId: audio.id })
    .returning();
  const [cables] = await db.insert(pullGroups).values({ name: 'Cable', departmentId: audio.id }).returning();
  const cat = (n: number, description: string, extra: Record<string, unknown> = {}) =>
    buildCategory(db, { categoryNumber: n, description, departmentId: audio.id, weightLbs: 2, ...extra });
  const sm58 = await cat(eventId * 10 + 1, 'Shure SM58 Microphone', {
    pullGroupId: mics!.id,
    weightLbs: 1.5,
  });
  const stand = await cat(eventId * 10 + 2, 'Mic Stand, Tripod Boom', {
    pullGroupId: mics!.id,
    weightLbs: 6,
  });
  const xlr = await cat(eventId * 10 + 3, 'XLR Cable 25ft', { pullGroupId: cables!.id, weightLbs: 1 });
  const console_ = await cat(eventId * 10 + 4, 'Yamaha CL5 Console', { weightLbs: 120 });
  const system = await cat(eventId * 10 + 5, 'Podium Mic Package', { isSystem: true, weightLbs: 0 });
  const flowOnly = await cat(eventId * 10 + 6, 'Wireless Channel Rental', { isSalesOnly: true });
  const event = await buildEvent(db, { id: eventId, showName: `Pull Show ${eventId}` });
  const [main] = await db
    .insert(showPulls)
    .values({ eventId, name: 'Main Show Pull', isMain: true })
    .returning();
  const [second] = await db.insert(showPulls).values({ eventId, name: 'Breakout Truck' }).returning();
  const items = await db
    .insert(eventItems)
    .values([
      {
        eventId,
        categoryId: sm58.id,
        description: 'Handheld mics',
        qtyRequired: 12,
        clientNote: 'Podium and audience',
        sortOrder: 1,
      },
      { eventId, categoryId: stand.id, description: 'Mic stands', qtyRequired: 8, sortOrder: 2 },
      { eventId, categoryId: console_.id, description: 'FOH console', qtyRequired: 1, sortOrder: 3 },
      {
        eventId,
        categoryId: xlr.id,
        description: 'Cable package',
        qtyRequired: 40,
        isActive: false,
        sortOrder: 4,
      },
      {
        eventId,
        categoryId: flowOnly.id,
        description: 'Wireless channels',
        qtyRequired: 4,
        isAssignable: false,
        isInGearFlowQueue: true,
        sortOrder: 5,
      },
    ])
    .returning();
  const [commitment] = await db
    .insert(commitments)
    .values({ eventId, categoryId: xlr.id, quantity: 30, crossRentalQty: 10 })
    .returning();
  const [needsCable] = await db
    .insert(dependencies)
    .values({ categoryId: sm58.id, message: 'Mics need cable', logicType: 'all' })
    .returning();
  const needItems = await db
    .insert(dependencyItems)
    .values([
      { dependencyId: needsCable!.id, categoryId: xlr.id },
      { dependencyId: needsCable!.id, categoryId: stand.id },
    ])
    .returning();
  const [needsSomething] = await db
    .insert(dependencies)
    .values({ categoryId: sm58.id, message: 'Any mic accessory', logicType: 'other' })
    .returning();
  const [groupItem] = await db
    .insert(dependencyItems)
    .values({ dependencyId: needsSomething!.id, pullGroupId: mics!.id })
    .returning();
  await db.insert(systemItems).values([
    { systemCategoryId: system.id, categoryId: sm58.id, quantity: 2 },
    { systemCategoryId: system.id, categoryId: xlr.id, quantity: 3 },
  ]);
  const tech = await buildContact(db, { firstName: 'Casey', lastName: 'Nguyen' });
  await db.insert(eventTechs).values({ eventId, contactId: tech.id });
  const [mic, stands, consoleItem, cable, wireless] = items;
  return {
    event,
    main: main!,
    second: second!,
    categories: { sm58, stand, xlr, console: console_, system, flowOnly },
    items: { mic: mic!, stands: stands!, console: consoleItem!, cable: cable!, wireless: wireless! },
    commitment: commitment!,
    dependencies: { all: needsCable!, other: needsSomething!, allItems: needItems, groupItem: groupItem! },
    tech,
  };
}
