import * as members from './members.js';

export * from './members.js';
export * from './route.js';

/** Every call of the API, by name. */
export const apiRoutes = { ...members };
