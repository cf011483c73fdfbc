// @ts-check
// What the steps of a run hand on to each other: the server under test, its users and lists (made by the setup, before
// any measurement), and the loads whose figures are reported as ratios to the bare route.

/**
 * @typedef {import('./servers.mjs').Server} Server
 * @typedef {import('./load.mjs').LoadSummary} LoadSummary
 * @typedef {{
 *   publicUrl: string, base: string, a: Server, b?: Server, webDist?: string,
 *   db: import('pg').Client, sampler: import('pg').Client,
 *   owner: string, member: string,
 *   list100: number, list100Rows: number[], markLists: number[], markRows: number[], payloadFile: string,
 *   list2000?: number,
 *   bareBefore?: LoadSummary, bareAfter?: LoadSummary, read?: LoadSummary, readBrowser?: LoadSummary, mark?: LoadSummary,
 *   markHot?: LoadSummary,
 *   bareForBuses?: LoadSummary,
 * }} State
 */

/** Filled by run.mjs and the setup; a step that runs after a failed setup fails on its own (a FAIL row). */
export const state = /** @type {State} */ ({});
