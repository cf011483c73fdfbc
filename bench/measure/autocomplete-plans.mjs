// @ts-check
// The database's share of autocomplete: the very SQL of lib/product-search.sql.ts (imported from the built server), run under
// EXPLAIN ANALYZE with the settings of one transaction, its execution time and the scans of its plan.
import { foldName } from '@listok/contract/base';
import { PgDialect } from 'drizzle-orm/pg-core';
import { round } from '../lib.mjs';
import { state } from '../state.mjs';

/**
 * The statement of the built server's `autocompleteQuery` (server/src/lib/product-search.sql.ts): the
 * server's internals by path, to follow when that file moves. Imported by a computed URL so that the type check of the
 * bench neither needs a build nor checks the built JavaScript.
 * @type {(text: string, lang: string, userId: number) => import('drizzle-orm').SQL}
 */
const autocompleteQuery = (await import(new URL('../../server/dist/lib/product-search.sql.js', import.meta.url).href))
  .autocompleteQuery;

/** @typedef {{ 'Node Type': string, 'Index Name'?: string, Plans?: PlanNode[] }} PlanNode */

/** @param {number} userId */
export function explainer(userId) {
  const dialect = new PgDialect();
  /**
   * As the repository runs it: with sequential scans off for the statement.
   * @param {string} lang
   * @param {string} text
   */
  return async (lang, text, settings = ['enable_seqscan = off']) => {
    const query = dialect.sqlToQuery(autocompleteQuery(foldName(text), lang, userId));
    // Settings are changed for one transaction only.
    await state.db.query('begin');
    try {
      for (const setting of settings) await state.db.query(`set local ${setting}`);
      const plan = (await state.db.query(`explain (analyze, format json) ${query.sql}`, query.params)).rows[0][
        'QUERY PLAN'
      ][0];
      /** @type {Set<string>} */
      const scans = new Set();
      /** @param {PlanNode} node */
      const walk = (node) => {
        if (/Scan/.test(node['Node Type']) && !/CTE|Subquery/.test(node['Node Type']))
          scans.add(`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(plan.Plan);
      return { ms: round(plan['Execution Time'], 2), scans: [...scans].join(', ') };
    } finally {
      await state.db.query('rollback');
    }
  };
}

/**
 * What the indexes buy: the same queries with index scans switched off for one transaction.
 * @param {ReturnType<typeof explainer>} explain
 */
export async function indexExperiments(explain) {
  /** @type {Record<string, { withIndexMs: number, withoutIndexMs: number, scans: string }>} */
  const experiments = {};
  /** @type {[lang: string, text: string][]} */
  const texts = [
    ['ru', 'мо'],
    ['ru', 'мол'],
    ['ru', 'ок'],
    ['en', 'milk'],
  ];
  for (const [lang, text] of texts) {
    const withIndex = await explain(lang, text);
    const without = await explain(lang, text, ['enable_bitmapscan = off', 'enable_indexscan = off']);
    experiments[`indexes, ${lang}:${text}`] = {
      withIndexMs: withIndex.ms,
      withoutIndexMs: without.ms,
      scans: withIndex.scans,
    };
  }
  return experiments;
}
