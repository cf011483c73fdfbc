// @ts-check
// Summarises a V8 CPU profile (`node --cpu-prof`) of a server process: where its busy time went, by package and by
// function (self time). Used by the optional profiling step (BENCH_PROFILE=1).
import { readFileSync } from 'node:fs';

/** @param {string} url */
function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node core';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.includes('/server/dist/')) return 'listok server';
  if (url.includes('/contract/dist/')) return '@listok/contract';
  return url.replace(/^file:\/\//, '');
}

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, hitCount?: number, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples?: number[] }} Profile
 */

/**
 * @param {string} file
 */
export function summarizeProfile(file, top = 12) {
  /** @type {Profile} */
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Map<string, number>} */
  const byPackage = new Map();
  /** @type {Map<string, number>} */
  const byFunction = new Map();
  /** function key → its bare name, for short listings @type {Map<string, string>} */
  const labels = new Map();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') {
      idle += hits;
      continue;
    }
    busy += hits;
    const special = /^\(.+\)$/.test(functionName) ? functionName : undefined; // (garbage collector), (program)
    const pkg = special ?? packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
    const name = special ?? `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    labels.set(name, special ?? (functionName || '(anonymous)'));
  }
  // Inclusive time: every sample counts once for each package and each function on its stack.
  /** @type {Map<number, number>} */
  const parent = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  /** @type {Map<string, number>} */
  const packagesInclusive = new Map();
  /** @type {Map<string, number>} */
  const functionsInclusive = new Map();
  let sampled = 0;
  for (const id of profile.samples ?? []) {
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    sampled += 1;
    /** @type {Set<string>} */
    const packages = new Set();
    /** @type {Set<string>} */
    const functions = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node) break;
      const { functionName, url, lineNumber } = node.callFrame;
      if (!url) continue;
      const pkg = packageOf(url);
      packages.add(pkg);
      if (functionName) functions.add(`${functionName} ${pkg}:${lineNumber + 1}`);
    }
    for (const pkg of packages) packagesInclusive.set(pkg, (packagesInclusive.get(pkg) ?? 0) + 1);
    for (const fn of functions) functionsInclusive.set(fn, (functionsInclusive.get(fn) ?? 0) + 1);
  }
  /**
   * @param {Map<string, number>} map
   * @param {number} count
   */
  const inclusive = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => ({ name, percent: Math.round((hits / Math.max(1, sampled)) * 1000) / 10 }));
  /** @param {Map<string, number>} map */
  const share = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => ({
        name,
        ...(labels.has(name) ? { label: labels.get(name) } : {}),
        percent: Math.round((hits / busy) * 1000) / 10,
      }));
  return {
    busyPercentOfRun: Math.round((busy / Math.max(1, busy + idle)) * 1000) / 10,
    byPackage: share(byPackage),
    byFunction: share(byFunction),
    byPackageInclusive: inclusive(packagesInclusive, top),
    byFunctionInclusive: inclusive(functionsInclusive, 40),
  };
}
