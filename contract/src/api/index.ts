import * as items from './items.js';
import * as lists from './lists.js';
import * as members from './members.js';
import * as realtime from './realtime.js';
import * as shopping from './shopping.js';

export * from './items.js';
export * from './lists.js';
export * from './members.js';
export * from './realtime.js';
export * from './route.js';
export * from './shopping.js';

/** Every call of the API, by name. */
export const apiRoutes = { ...items, ...lists, ...members, ...realtime, ...shopping };
