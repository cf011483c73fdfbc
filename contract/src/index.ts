export * from './auth.js';
export * from './common.js';
export * from './errors.js';
export * from './limits.js';
export * from './menu.js';
export * from './messages.js';
export * from './routes.js';
