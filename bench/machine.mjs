// @ts-check
// The machine under the bench: its description, CPU accounting from /proc (where the time of a load run went: server
// processes, PostgreSQL, the load generator) and CPU limits per process (cgroup v1).
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { now, round } from './lib.mjs';

const ticksPerSecond = 100;

/**
 * CPU time of a process so far (user + system), in ticks of 1/100 s.
 * @param {number} pid
 */
export function cpuTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

/** Every PostgreSQL server process on this machine (the server runs locally in the benchmark's default setup). */
function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

/**
 * Starts CPU accounting of the named processes; `stop()` answers the cores each used on average meanwhile.
 * @param {Record<string, number>} named
 */
export function cpuMeter(named) {
  const startedAt = now();
  const before = Object.fromEntries(Object.entries(named).map(([name, pid]) => [name, cpuTicks(pid)]));
  const pgBefore = new Map(postgresPids().map((pid) => [pid, cpuTicks(pid)]));
  const selfBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  return {
    stop() {
      const seconds = (now() - startedAt) / 1000;
      /** @param {number} ticks */
      const cores = (ticks) => round(ticks / ticksPerSecond / seconds, 2);
      /** @type {Record<string, number>} */
      const result = {};
      for (const [name, pid] of Object.entries(named)) result[name] = cores(cpuTicks(pid) - (before[name] ?? 0));
      let pgTicks = 0;
      for (const pid of postgresPids()) pgTicks += cpuTicks(pid) - (pgBefore.get(pid) ?? 0);
      result.postgres = cores(pgTicks);
      const self = process.cpuUsage(selfBefore);
      result.loadGenerator = round((self.user + self.system) / 1e6 / seconds, 2);
      const machine = machineTicks();
      const busy = machine.busy - machineBefore.busy;
      const total = machine.total - machineBefore.total;
      result.machineBusy = total > 0 ? round((busy / total) * cpus().length, 2) : Number.NaN;
      return result;
    },
  };
}

function machineTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = String(line).trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

export function machineDescription() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
  const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return {
    cpu: model,
    cores: cpus().length,
    memoryGiB: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadavg,
  };
}

const cpuCgroupRoot = '/sys/fs/cgroup/cpu';

/**
 * Limits a process to `cores` CPU cores (Linux cgroup v1 `cpu` controller, needs root), as if it ran on a small machine of
 * its own; answers the function that lifts the limit, or undefined when this machine does not allow it.
 * @param {number} pid
 * @param {number} cores
 * @param {string} name
 * @returns {(() => void) | undefined}
 */
export function capCpu(pid, cores, name) {
  const dir = `${cpuCgroupRoot}/listok-bench-${name}-${process.pid}`;
  try {
    mkdirSync(dir);
    writeFileSync(`${dir}/cpu.cfs_period_us`, '100000');
    writeFileSync(`${dir}/cpu.cfs_quota_us`, String(Math.round(cores * 100_000)));
    writeFileSync(`${dir}/cgroup.procs`, String(pid));
  } catch {
    try {
      rmdirSync(dir);
    } catch {}
    return undefined;
  }
  return () => {
    try {
      writeFileSync(`${cpuCgroupRoot}/cgroup.procs`, String(pid));
    } catch {}
    try {
      rmdirSync(dir);
    } catch {}
  };
}
