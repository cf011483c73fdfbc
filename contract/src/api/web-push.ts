import {
  ListNotifications,
  PushKeyAnswer,
  PushSubscriptionAnswer,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  shoppingNoticeMinutes,
} from '../account/notifications.js';
import { ListIdParams } from '../lists/lists.js';
import { GoingShoppingBody } from '../lists/stores.js';
import { route } from './route.js';

const tags = ['notifications'];

/** A member's notifications of one list, and "I'm going shopping". */
export const listNotifications = route({
  method: 'GET',
  path: '/api/list/:id/notifications',
  token: 'read',
  params: ListIdParams,
  answers: { 200: ListNotifications },
  errors: ['NOT_FOUND'],
  summary: 'What this list tells the caller (members): all changes, only "going shopping", or nothing',
  tags,
});

export const setListNotifications = route({
  method: 'PUT',
  path: '/api/list/:id/notifications',
  token: 'write',
  params: ListIdParams,
  body: ListNotifications,
  answers: { 200: ListNotifications },
  errors: ['NOT_FOUND'],
  summary: 'Choose what this list tells the caller (members)',
  tags,
});

export const goingShopping = route({
  method: 'POST',
  path: '/api/list/:id/shopping',
  token: 'write',
  params: ListIdParams,
  body: GoingShoppingBody,
  answers: { 204: null },
  errors: ['NOT_FOUND', 'LIST_CLOSED', 'SHOPPING_TOO_OFTEN'],
  summary: `"I'm going shopping" (to one of the list's shops: the member is in it from then on): the other members in mode all or shopping are told (once in ${shoppingNoticeMinutes} min); the list's open screens hear a header event`,
  tags,
});

/** Web Push: the server's VAPID key, and the devices (browsers) a user gets notifications on. */
export const pushKey = route({
  method: 'GET',
  path: '/api/push/key',
  answers: { 200: PushKeyAnswer },
  summary: 'The VAPID public key (base64url, an uncompressed P-256 point): the applicationServerKey to subscribe with',
  tags,
});

export const subscribePush = route({
  method: 'POST',
  path: '/api/push/subscriptions',
  body: PushSubscriptionBody,
  answers: { 200: PushSubscriptionAnswer, 201: PushSubscriptionAnswer },
  summary:
    'Get notifications on this device: the browser’s PushSubscription.toJSON(); 201 new, 200 an endpoint already known (updated)',
  tags,
});

export const unsubscribePush = route({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  body: PushUnsubscribeBody,
  answers: { 204: null },
  summary: 'No more notifications on this device (204 also when the endpoint was not subscribed)',
  tags,
});
