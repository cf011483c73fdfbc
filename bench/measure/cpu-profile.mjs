// @ts-check
// Optional (BENCH_PROFILE=1): CPU profiles of a server process under the read, the mark and the long-list load,
// summarised by package and by function (bench/profile.mjs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { size, work } from '../config.mjs';
import { freePort, stopChild } from '../lib.mjs';
import { cannon } from '../load.mjs';
import { summarizeProfile } from '../profile.mjs';
import { results, row, step } from '../report.mjs';
import { startServer } from '../servers.mjs';
import { state } from '../state.mjs';
import { markOptions } from './mark.mjs';

/**
 * @param {string} name
 * @param {import('autocannon').Options} options
 */
async function profileUnder(name, options) {
  await step(`CPU profile: ${name}`, 90_000, async () => {
    const dir = join(work, `profile-${name}`);
    const port = await freePort();
    const p = await startServer({
      port,
      publicUrl: state.publicUrl,
      label: `p-${name}`,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    try {
      await cannon({ ...options, url: options.url.replace(state.base, p.base), duration: size.warmup + size.duration });
    } finally {
      await stopChild(p.child, 10_000);
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('no profile written');
    const profile = summarizeProfile(join(dir, file));
    results.details.cpuProfiles ??= {};
    results.details.cpuProfiles[name] = profile;
    row(
      `CPU profile of the server, ${name}: self time`,
      `by package: ${profile.byPackage
        .slice(0, 5)
        .map((p) => `${p.name} ${p.percent}%`)
        .join(', ')}; by function: ${profile.byFunction
        .slice(0, 3)
        .map((f) => `${f.label ?? f.name} ${f.percent}%`)
        .join(', ')}`,
      '',
      null,
    );
  });
}

export async function measureCpuProfiles() {
  const { base, member } = state;
  /** @type {[string, import('autocannon').Options][]} */
  const loads = [
    ['read100', { url: `${base}/api/list/${state.list100}`, connections: 50, headers: { cookie: member } }],
    ['mark50lists', markOptions(state.markRows)],
    ['read2000', { url: `${base}/api/list/${state.list2000}`, connections: 4, headers: { cookie: member } }],
  ];
  for (const [name, options] of loads) await profileUnder(name, options);
}
