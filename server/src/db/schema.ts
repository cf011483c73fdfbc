/**
 * The Drizzle schema of both storages (PGlite and PostgreSQL), one file per part of the domain; drizzle-kit reads it
 * from here (server/drizzle.config.ts), and the server imports every table from here.
 */
export * from './schema/accounts.js';
export * from './schema/catalogue.js';
export * from './schema/feedback.js';
export * from './schema/links.js';
export * from './schema/lists.js';
export * from './schema/notifications.js';
export * from './schema/plumbing.js';
export * from './schema/purchases.js';
export * from './schema/receipts.js';
export * from './schema/recipes.js';
export * from './schema/shops.js';
