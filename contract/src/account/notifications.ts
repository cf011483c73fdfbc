import { z } from 'zod';
import { epochMsOf, RowId } from '../core/common.js';

/** Web Push (RFC 8030/8291/8292): the calls of docs/api.md "Notifications" and the payload the service worker shows. */

/** The longest push endpoint a subscription may have. */
export const pushEndpointMax = 2048;
/** The most subscriptions (devices, browsers) one user keeps; a newer one drops the oldest. */
export const pushSubscriptionsMax = 20;
/** "I'm going shopping" tells the members once per member per list in this many minutes at most. */
export const shoppingNoticeMinutes = 10;

/** `GET /api/push/key`: the VAPID public key (base64url, an uncompressed P-256 point), for `applicationServerKey`. */
export const PushKeyAnswer = z.object({ key: z.string() });
export type PushKeyAnswer = z.infer<typeof PushKeyAnswer>;

const Endpoint = z
  .string({ error: 'validation.pushEndpoint' })
  .trim()
  .min(1, { error: 'validation.pushEndpoint' })
  .max(pushEndpointMax, { error: 'validation.pushEndpointLength' });

/** Base64url text (padding allowed), as PushSubscription.toJSON() gives the keys. */
const base64url = (error: string) =>
  z
    .string({ error })
    .max(200, { error })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error });

/** `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionBody = z.object({
  endpoint: Endpoint,
  expirationTime: epochMsOf('validation.invalid').nullable().optional(),
  keys: z.object(
    { p256dh: base64url('validation.pushP256dh'), auth: base64url('validation.pushAuth') },
    { error: 'validation.pushKeys' },
  ),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushSubscriptionAnswer = z.object({ id: RowId });
export type PushSubscriptionAnswer = z.infer<typeof PushSubscriptionAnswer>;

/** `DELETE /api/push/subscriptions`. */
export const PushUnsubscribeBody = z.object({ endpoint: Endpoint });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** Which changes of a list a member is told of: every change, only "going shopping", or nothing. */
export const notificationModes = ['all', 'shopping', 'none'] as const;
export const NotificationMode = z.enum(notificationModes, { error: 'validation.notificationMode' });
export type NotificationMode = z.infer<typeof NotificationMode>;

/** `GET` and `PUT /api/list/{id}/notifications` (the answer of both, and the body of PUT). */
export const ListNotifications = z.object({ mode: NotificationMode });
export type ListNotifications = z.infer<typeof ListNotifications>;

/** What a push message carries: the service worker shows `title` and `body`, and a click opens `url`. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  listId: RowId,
  /** `list-<id>`: a newer notification of the same list replaces the older one. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
