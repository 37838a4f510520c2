import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { operationIdOf, uniqueOperationId } from './operation-id.js';

describe('operationId', () => {
  it('names a call by its method and path', () => {
    expect(operationIdOf('GET', '/show-pulls/{id}')).toBe('getShowPullsById');
    expect(operationIdOf('POST', '/show-pull/event-item/assign')).toBe('postShowPullEventItemAssign');
    expect(operationIdOf('GET', '/show-pulls/{eventId}/{categoryId}/breakdown')).toBe(
      'getShowPullsByEventIdByCategoryIdBreakdown',
    );
  });

  it('refuses two routes that would share one', () => {
    const app = Fastify();
    uniqueOperationId(app, 'POST', '/a-b');
    expect(() => uniqueOperationId(app, 'POST', '/a/b')).toThrow(/both be operation postAB/);
  });
});
