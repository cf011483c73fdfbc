// @ts-check
// Helpers of the benchmark: child processes, HTTP, statistics, timeouts (the machine and its CPU: machine.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable between processes of one machine. */
export const now = () => performance.timeOrigin + performance.now();

/** @param {number} ms @returns {Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rejects when `promise` takes longer than `ms`, naming the step.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A port nobody listens on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Child processes: every one is remembered, so that the end of the run (normal or not) ends them all.

/**
 * A child process with the end of its output and the promise of its exit code (or signal).
 * @typedef {import('node:child_process').ChildProcess & { output: string, exited: Promise<number | string> }} Child
 */

/** @type {Set<Child>} */
const children = new Set();

/**
 * Spawns a process that is ended by `killAll`; stderr (and stdout unless inherited) is kept for error messages.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Child}
 */
export function startChild(command, args, options = {}) {
  const child = /** @type {Child} */ (spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options }));
  child.output = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-6000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

/**
 * Ends one child: SIGTERM, then SIGKILL after `graceMs`.
 * @param {Child | undefined} child
 */
export async function stopChild(child, graceMs = 3000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const done = await Promise.race([child.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await Promise.race([child.exited, sleep(2000)]);
  }
}

export async function killAll() {
  await Promise.all([...children].map((child) => stopChild(child, 2000)));
}

/**
 * Polls `url` until it answers 200; resolves with the milliseconds since `since`.
 * @param {string} url
 * @param {{ since?: number, timeoutMs?: number, intervalMs?: number, child?: Child }} [options]
 * @returns {Promise<number>}
 */
export async function waitForOk(url, { since = now(), timeoutMs = 30_000, intervalMs = 20, child } = {}) {
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`process exited before answering: ${child.output}`);
    }
    try {
      const answer = await request(url, { timeoutMs: 1000 });
      if (answer.status === 200) return now() - since;
    } catch {
      // not listening yet
    }
    if (now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/**
 * Resident memory of a process in bytes (VmRSS).
 * @param {number} pid
 */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

// ---------------------------------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * @typedef {{ status: number, headers: http.IncomingHttpHeaders, text: string, bytes: number, sentAt: number,
 *   endedAt: number, json?: any }} Answer
 */

/**
 * One HTTP request over a keep-alive agent. Resolves with status, headers, body text, and when the answer began and
 * ended (epoch ms).
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown, timeoutMs?: number,
 *   useAgent?: http.Agent }} [options]
 * @returns {Promise<Answer>}
 */
export function request(url, { method = 'GET', headers = {}, body, timeoutMs = 30_000, useAgent = agent } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const sentAt = now();
    const req = http.request(
      url,
      {
        method,
        agent: useAgent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            bytes: raw.length,
            sentAt,
            endedAt: now(),
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * A request that must answer `expected`; resolves with the parsed JSON body (or undefined).
 * @param {string} base
 * @param {string} method
 * @param {string} path
 * @param {{ cookie?: string, body?: unknown, expected?: number[], headers?: Record<string, string> }} [options]
 */
export async function call(base, method, path, { cookie, body, expected = [200, 201, 204], headers = {} } = {}) {
  const answer = await request(`${base}${path}`, {
    method,
    body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
  if (!expected.includes(answer.status)) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  answer.json = answer.text ? JSON.parse(answer.text) : undefined;
  return answer;
}

// ---------------------------------------------------------------------------------------------------------------------
// Statistics

/**
 * Nearest-rank percentile of numbers (not necessarily sorted).
 * @param {number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return /** @type {number} */ (sorted[rank]);
}

/**
 * Minimum, percentiles and maximum of numbers (sorted once: tens of thousands of values are fine).
 * @param {number[]} values
 */
export function summary(values) {
  /** @param {number} n */
  const round = (n) => Math.round(n * 100) / 100;
  const sorted = Float64Array.from(values).sort();
  /** @param {number} p */
  const at = (p) =>
    sorted.length === 0
      ? Number.NaN
      : /** @type {number} */ (
          sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
        );
  return {
    n: values.length,
    min: round(sorted.length ? /** @type {number} */ (sorted[0]) : Number.POSITIVE_INFINITY),
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(sorted.length ? /** @type {number} */ (sorted[sorted.length - 1]) : Number.NEGATIVE_INFINITY),
  };
}

/** @param {number} n */
export const round = (n, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);
