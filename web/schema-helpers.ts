/**
 * The contract's functions that make a zod schema (`idOf('validation.id')`), named pure to the bundler beside zod's
 * `z` (vite.config.ts, `manualPureFunctions`): a schema built with a function the bundler cannot tell is pure is kept,
 * with zod and every schema of its module, wherever its module is imported for anything at all.
 * scripts/schema-helpers.test.ts holds this list to the contract's code.
 */
export const schemaHelpers = ['idOf', 'epochMsOf', 'base64url', 'ssoText', 'visibleText', 'visibleLines'];
