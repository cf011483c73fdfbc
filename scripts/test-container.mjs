#!/usr/bin/env node
// `npm run test:container`: builds the Containerfile with podman and runs the server from the image; checks
// compose.yaml. Not part of `npm test`. Needs root, podman and debootstrap (`apt-get install podman debootstrap`).
//
// Made for a machine that may neither pull images nor run containers:
// - the base image, when it cannot be pulled, is made from Debian packages (container/base-image.mjs);
// - RUN steps use `--isolation chroot`, as crun cannot create containers where cgroups v1 and v2 are mixed; the
//   steps then share this machine's network (npm ci reaches the registry);
// - the server runs from the image's file system (`podman mount`) under chroot, as the image's user with the image's
//   environment, in its own PID and mount namespaces (unshare), so it is PID 1 as in a container.
// The last line says whether it passed.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseImage, containerfileBase, run } from './container/base-image.mjs';
import { checkCompose } from './container/compose-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const image = 'localhost/listok:test';
const port = 3611;
const work = mkdtempSync(join(tmpdir(), 'listok-container-'));
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const problems = [];
const expect = (ok, problem) => {
  if (!ok) problems.push(problem);
  return ok;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Builds the image. When this machine's npm trusts a CA file of its own (a TLS-inspecting proxy), so does the build's:
 * npm's global config directory (/usr/local/etc, empty in Debian) is covered by one holding that file, which leaves
 * nothing behind in the image.
 */
function buildImage(base) {
  const args = ['build', '--format', 'docker', '--isolation', 'chroot', '--build-arg', `BASE_IMAGE=${base}`];
  const cafile = spawnSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).stdout?.trim();
  if (cafile && cafile !== 'null' && existsSync(cafile)) {
    const npmGlobal = join(work, 'npm-global');
    mkdirSync(npmGlobal);
    copyFileSync(cafile, join(npmGlobal, 'ca.crt'));
    writeFileSync(join(npmGlobal, 'npmrc'), 'cafile=/usr/local/etc/ca.crt\n');
    args.push('--volume', `${npmGlobal}:/usr/local/etc:ro`);
  }
  args.push('--tag', image, '--file', join(root, 'Containerfile'), root);
  const log = join(work, 'build.log');
  const result = spawnSync('podman', args, { stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')] });
  if (result.status !== 0) {
    throw new Error(`podman build failed:\n${readFileSync(log, 'utf8').trim().split('\n').slice(-30).join('\n')}`);
  }
}

/** The image's user as uid:gid, read from its /etc/passwd when it is a name. */
function imageUser(mount, user) {
  const [name, group] = String(user || 'root').split(':');
  const entry = readFileSync(join(mount, 'etc/passwd'), 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === name || fields[2] === name);
  if (!entry) throw new Error(`the image's user ${name} is not in its /etc/passwd`);
  return { uid: Number(entry[2]), gid: Number(group ?? entry[3]) };
}

/**
 * Starts `argv` in the image: chroot into its mount as its user, with only its environment (plus `env`), in its
 * working directory; /proc and /dev are mounted in a namespace of its own, gone with the process.
 */
function startInImage(config, mount, user, argv, env = {}) {
  const environment = [...config.Env, ...Object.entries(env).map(([k, v]) => `${k}=${v}`)];
  const inside = ['/usr/bin/env', '-i', ...environment, '/bin/sh', '-c', 'cd "$0" && exec "$@"'];
  const script =
    'm=$1 u=$2; shift 2; mount -t proc proc "$m/proc" && mount --rbind /dev "$m/dev" && exec chroot --userspec="$u" "$m" "$@"';
  const userspec = `${user.uid}:${user.gid}`;
  const args = ['--pid', '--fork', '--mount', '--propagation', 'private', 'sh', '-c', script, 'sh', mount, userspec];
  return spawn('unshare', [...args, ...inside, config.WorkingDir || '/', ...argv], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `argv` in the image to its end: exit status and output. */
async function runInImage(config, mount, user, argv, env = {}, timeoutMs = 30_000) {
  const child = startInImage(config, mount, user, argv, env);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => stop(child, 'SIGKILL'), timeoutMs);
  const status = await new Promise((r) => child.on('close', (code) => r(code)));
  clearTimeout(timer);
  return { status, output: output.trim() };
}

/** Signals the namespace's PID 1 (the one child of `unshare --fork`); when it ends, the whole namespace ends. */
function stop(child, signal) {
  try {
    const init = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0];
    process.kill(Number(init), signal);
  } catch {
    child.kill(signal);
  }
}

async function get(path) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  } catch {
    return undefined;
  }
}

/** The healthcheck's command as an argv (docker's CMD or CMD-SHELL form). */
function healthcheckArgv(test) {
  if (test?.[0] === 'CMD') return test.slice(1);
  if (test?.[0] === 'CMD-SHELL') return ['/bin/sh', '-c', test[1]];
  return undefined;
}

/** The image's settings: environment, volume, port, stop signal, healthcheck. */
function checkSettings(inspect) {
  const config = inspect.Config;
  const env = Object.fromEntries(config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
  expect(env.DATA_DIR === '/data' && env.HOST === '0.0.0.0', `image env: DATA_DIR=${env.DATA_DIR} HOST=${env.HOST}`);
  expect(env.NODE_ENV === 'production', `image env: NODE_ENV=${env.NODE_ENV}`);
  expect(config.Volumes && '/data' in config.Volumes, 'the image declares no volume /data');
  expect(config.ExposedPorts && '3000/tcp' in config.ExposedPorts, 'the image exposes no 3000/tcp');
  expect(config.StopSignal === 'SIGTERM', `stop signal ${config.StopSignal}`);
  // podman shows a docker-format image's healthcheck beside its config, docker inside it.
  const healthcheck = healthcheckArgv((inspect.Healthcheck ?? config.Healthcheck)?.Test);
  if (!healthcheck) throw new Error('the image has no HEALTHCHECK');
  console.log(`image: ${(inspect.Size / 1e6).toFixed(0)} MB, user ${config.User}, cmd ${JSON.stringify(config.Cmd)}`);
  return healthcheck;
}

/** What is in the image: its user, the data directory's owner, no development dependencies, argon2 and pg_dump. */
async function checkContents(config, mount, postgresMajor) {
  const user = imageUser(mount, config.User);
  expect(user.uid !== 0, `the image runs as root (${config.User || 'no USER'})`);
  const data = statSync(join(mount, 'data'));
  expect(data.uid === user.uid, `/data belongs to uid ${data.uid}, not the image's user ${user.uid}`);
  for (const dev of ['typescript', 'vite', 'vitest', 'react']) {
    expect(
      !existsSync(join(mount, config.WorkingDir, 'node_modules', dev)),
      `a development dependency is in it: ${dev}`,
    );
  }
  const argon2 = await runInImage(config, mount, user, [
    'node',
    '--input-type=module',
    '-e',
    "const { hash } = await import('@node-rs/argon2'); console.log((await hash('x')).split('$')[1]);",
  ]);
  expect(argon2.output === 'argon2id', `argon2 in the image: ${argon2.output}`);
  const pgDump = await runInImage(config, mount, user, ['pg_dump', '--version']);
  const pgDumpMajor = Number(pgDump.output.match(/(\d+)\.\d+/)?.[1]);
  expect(pgDumpMajor >= postgresMajor, `${pgDump.output}: older than compose's PostgreSQL ${postgresMajor}`);
  console.log(`in the image: argon2 ${argon2.output}, ${pgDump.output}`);
  return user;
}

/**
 * Starts the image's command and checks the pages, the healthcheck both ways, the database in /data, and the stop on
 * the image's stop signal.
 */
async function checkServer(config, mount, user, healthcheck) {
  if (await get('/')) throw new Error(`port ${port} is in use`);
  const startedServer = performance.now();
  // A container's environment, the healthcheck's included: the image's, with the port changed.
  const containerEnv = { PORT: port };
  server = startInImage(config, mount, user, [...(config.Entrypoint ?? []), ...config.Cmd], containerEnv);
  server.stdout.on('data', (d) => serverLog.push(d));
  server.stderr.on('data', (d) => serverLog.push(d));
  const exited = new Promise((r) => server.on('close', (code, signal) => r(code ?? signal)));
  let health;
  for (let i = 0; i < 120 && health?.status !== 200 && server.exitCode === null; i += 1) {
    await sleep(500);
    health = await get('/api/health');
  }
  if (!expect(health?.status === 200, `/api/health answered ${health?.status ?? 'nothing'}`)) return;
  console.log(`server in the image: /api/health 200 after ${seconds(startedServer)}`);
  const landing = await get('/');
  expect(landing?.status === 200, `/ answered ${landing?.status}`);
  expect(landing?.type.startsWith('text/html') && /<!doctype html>/i.test(landing.body), '/ is not the HTML page');
  expect(existsSync(join(mount, 'data/pglite')), 'the database is not in /data');
  const probe = await runInImage(config, mount, user, healthcheck, containerEnv);
  expect(probe.status === 0, `the HEALTHCHECK fails on a running server: ${probe.output}`);
  console.log(`landing page ${landing?.status} ${landing?.type}, HEALTHCHECK exit ${probe.status}`);

  const stopping = performance.now();
  stop(server, config.StopSignal || 'SIGTERM');
  const outcome = await Promise.race([exited, sleep(10_000).then(() => 'still running after 10 s')]);
  expect(outcome === 0, `on ${config.StopSignal} the server ended with ${outcome}`);
  console.log(`${config.StopSignal} to PID 1: exit ${outcome} after ${seconds(stopping)}`);
  const probeDown = await runInImage(config, mount, user, healthcheck, containerEnv);
  expect(probeDown.status !== 0, 'the HEALTHCHECK passes with no server running');
}

let container;
let mount;
let server;
const serverLog = [];
try {
  if (process.getuid?.() !== 0) throw new Error('needs root: podman mount, chroot and unshare do');
  const compose = checkCompose(root);
  for (const problem of compose.problems) expect(false, `compose.yaml: ${problem}`);
  console.log(`compose.yaml: ${compose.problems.length === 0 ? 'as required' : `${compose.problems.length} problems`}`);

  const base = baseImage(containerfileBase(join(root, 'Containerfile')));
  console.log(`base image: ${base.image} (${base.how}) after ${seconds(started)}`);
  const buildStarted = performance.now();
  buildImage(base.image);
  console.log(`podman build: ${image} in ${seconds(buildStarted)}`);
  const [inspect] = JSON.parse(run('podman', ['image', 'inspect', image]));
  const config = inspect.Config;
  const healthcheck = checkSettings(inspect);

  container = run('podman', ['create', image]).trim();
  mount = run('podman', ['mount', container]).trim();
  const user = await checkContents(config, mount, compose.postgresMajor);

  await checkServer(config, mount, user, healthcheck);
} catch (error) {
  expect(false, error.message);
} finally {
  if (server && server.exitCode === null) {
    stop(server, 'SIGKILL');
    await sleep(500);
  }
  if (problems.length > 0 && serverLog.length > 0) {
    console.log(
      `--- server output ---\n${Buffer.concat(serverLog).toString().trim().split('\n').slice(-30).join('\n')}`,
    );
  }
  if (mount) spawnSync('podman', ['umount', container]);
  if (container) spawnSync('podman', ['rm', '--force', container]);
  rmSync(work, { recursive: true, force: true });
}

for (const problem of problems) console.log(`FAILED: ${problem}`);
console.log(
  problems.length === 0
    ? `container test passed in ${seconds(started)}`
    : `container test failed: ${problems.length} problems in ${seconds(started)}`,
);
process.exit(problems.length === 0 ? 0 : 1);
