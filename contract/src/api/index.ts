import * as catalogue from './catalogue.js';
import * as contacts from './contacts.js';
import * as members from './members.js';
import * as vocabulary from './vocabulary.js';
import * as webPush from './web-push.js';

export * from './catalogue.js';
export * from './contacts.js';
export * from './members.js';
export * from './route.js';
export * from './vocabulary.js';
export * from './web-push.js';

/** Every call of the API, by name. */
export const apiRoutes = { ...catalogue, ...contacts, ...members, ...vocabulary, ...webPush };
