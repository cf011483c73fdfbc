import * as account from './account.js';
import * as auth from './auth.js';
import * as calendarDevices from './calendar-devices.js';
import * as catalogue from './catalogue.js';
import * as contacts from './contacts.js';
import * as feedback from './feedback.js';
import * as health from './health.js';
import * as items from './items.js';
import * as lists from './lists.js';
import * as members from './members.js';
import * as menu from './menu.js';
import * as prices from './prices.js';
import * as realtime from './realtime.js';
import * as receipts from './receipts.js';
import * as recipes from './recipes.js';
import * as shopping from './shopping.js';
import * as stores from './stores.js';
import * as tokens from './tokens.js';
import * as users from './users.js';
import * as vocabulary from './vocabulary.js';
import * as webPush from './web-push.js';

export * from './account.js';
export * from './auth.js';
export * from './calendar-devices.js';
export * from './catalogue.js';
export * from './contacts.js';
export * from './feedback.js';
export * from './health.js';
export * from './items.js';
export * from './lists.js';
export * from './members.js';
export * from './menu.js';
export * from './prices.js';
export * from './realtime.js';
export * from './receipts.js';
export * from './recipes.js';
export * from './route.js';
export * from './shopping.js';
export * from './stores.js';
export * from './tokens.js';
export * from './users.js';
export * from './vocabulary.js';
export * from './web-push.js';

/** Every call of the API, by name. */
export const apiRoutes = {
  ...account,
  ...auth,
  ...calendarDevices,
  ...catalogue,
  ...contacts,
  ...feedback,
  ...health,
  ...items,
  ...lists,
  ...members,
  ...menu,
  ...prices,
  ...realtime,
  ...receipts,
  ...recipes,
  ...shopping,
  ...stores,
  ...tokens,
  ...users,
  ...vocabulary,
  ...webPush,
};
