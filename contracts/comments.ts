import { z } from 'zod';
import { callsOf } from './call.js';
import { errorResponse, idParam } from './common.js';

export const comment = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  comment: z.string(),
  creatorName: z.string(),
  prettyTimestamp: z.string(),
  isResolved: z.boolean(),
});
export type Comment = z.infer<typeof comment>;

/** An event as a header row of the unresolved list, with its unresolved comments, oldest first. */
export const commentEvent = z.object({
  id: z.number().int(),
  show_name: z.string(),
  prettyDateRange: z.string(),
  unresolvedComments: z.array(comment),
});
export type CommentEvent = z.infer<typeof commentEvent>;

/** GET /comments/lazy: every event with unresolved comments, soonest show first. */
export const unresolvedResponse = z.object({ events: z.array(commentEvent) });

export const commentParams = z.object({ id: idParam });

/** POST /comments/{id}/resolve. shouldAlert: also tell the comment's creator it was resolved. */
export const resolveBody = z.object({ shouldAlert: z.boolean().default(false) });
export const resolveResponse = z.object({
  comment,
  /** The creator was sent a message (false when not asked, or when the creator has no address). */
  alerted: z.boolean(),
  /** False when this was the event's last unresolved comment: the list drops the event. */
  eventHasUnresolved: z.boolean(),
});

/** GET /comments?eventId=: an event's comments, resolved ones too (the event page). */
export const eventCommentsQuery = z.object({ eventId: idParam });
export const eventCommentsResponse = z.object({ comments: z.array(comment) });

/** POST /comments: staff add a comment on the event page. */
export const createCommentBody = z.object({
  eventId: z.number().int().positive(),
  comment: z.string().trim().min(1, 'Please enter a comment').max(4000),
});
export const createCommentResponse = z.object({ comment });

const call = callsOf('comments');

/** The area's calls (spec 7: the list and the resolve; the event page's panel reads and adds). */
export const commentCalls = {
  unresolved: call({
    method: 'GET',
    path: '/comments/lazy',
    summary: 'Events with unresolved comments (header rows) and those comments',
    answer: unresolvedResponse,
  }),
  resolve: call({
    method: 'POST',
    path: '/comments/{id}/resolve',
    summary: 'Resolve a comment; shouldAlert also tells its creator. Answers whether the event has any left',
    params: commentParams,
    body: resolveBody,
    answer: resolveResponse,
    /** Already resolved. */
    refusals: { 409: errorResponse },
  }),
  ofEvent: call({
    method: 'GET',
    path: '/comments',
    summary: "An event's comments, resolved ones included (the event page)",
    query: eventCommentsQuery,
    answer: eventCommentsResponse,
  }),
  add: call({
    method: 'POST',
    path: '/comments',
    summary: 'Add a comment to an event',
    body: createCommentBody,
    answer: createCommentResponse,
  }),
};
