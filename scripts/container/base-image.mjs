// The base image for `npm run test:container`: the Containerfile's own when it can be pulled, else a stand-in made
// here from Debian packages (debootstrap, the same release) and this machine's Node, laid out as the official image
// lays it out (/usr/local/bin/node, npm under /usr/local/lib/node_modules). The stand-in is kept for the next run.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Runs a command; returns its output, or throws with its error output. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    const why =
      result.error?.message ?? (result.stderr || result.stdout || '').trim().split('\n').slice(-20).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (${result.signal ?? result.status}):\n${why}`);
  }
  return result.stdout;
}

export const imageExists = (name) => spawnSync('podman', ['image', 'exists', name]).status === 0;

/** The `ARG BASE_IMAGE=…` default of the Containerfile. */
export function containerfileBase(containerfile) {
  const match = readFileSync(containerfile, 'utf8').match(/^ARG BASE_IMAGE=(\S+)$/m);
  if (!match) throw new Error(`${containerfile} has no ARG BASE_IMAGE default`);
  return match[1];
}

/** The Debian mirror this machine's apt uses (one-line .list or deb822 .sources files). */
export function debianMirror() {
  const files = ['/etc/apt/sources.list'];
  if (existsSync('/etc/apt/sources.list.d')) {
    for (const name of readdirSync('/etc/apt/sources.list.d').sort()) {
      if (/\.(list|sources)$/.test(name)) files.push(join('/etc/apt/sources.list.d', name));
    }
  }
  for (const file of files.filter(existsSync)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const uris =
        line.match(/^URIs:\s*(.+)$/)?.[1].split(/\s+/) ?? line.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+)/)?.slice(1);
      const mirror = uris?.map((uri) => uri.replace(/\/+$/, '')).find((uri) => /^https?:\/\/.+\/debian$/.test(uri));
      if (mirror) return mirror;
    }
  }
  return 'http://deb.debian.org/debian';
}

/** Debian minbase of `suite` with this machine's Node and npm, imported into podman as `tag`. */
function buildLocalBase(suite, tag) {
  const work = mkdtempSync(join(tmpdir(), 'listok-base-'));
  try {
    const rootfs = join(work, 'rootfs');
    const mirror = debianMirror();
    console.log(`  debootstrap --variant=minbase ${suite} from ${mirror}`);
    run('debootstrap', ['--variant=minbase', suite, rootfs, mirror]);
    const prefix = resolve(dirname(process.execPath), '..');
    const local = join(rootfs, 'usr/local');
    mkdirSync(join(local, 'bin'), { recursive: true });
    cpSync(process.execPath, join(local, 'bin/node'));
    cpSync(join(prefix, 'lib/node_modules/npm'), join(local, 'lib/node_modules/npm'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin/npx'));
    // As slim images ship: no package lists (a Containerfile runs apt-get update first).
    for (const name of readdirSync(join(rootfs, 'var/lib/apt/lists'))) {
      if (name !== 'partial' && name !== 'lock') rmSync(join(rootfs, 'var/lib/apt/lists', name), { recursive: true });
    }
    rmSync(join(rootfs, 'var/cache/apt'), { recursive: true, force: true });
    mkdirSync(join(rootfs, 'var/cache/apt/archives/partial'), { recursive: true });
    console.log(`  podman import as ${tag}`);
    run('sh', [
      '-c',
      'tar --numeric-owner -C "$1" -c . | podman import --change "$3" --change "$4" - "$2"',
      'sh',
      rootfs,
      tag,
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      'CMD ["node"]',
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The image to build on: `wanted` when present or pullable within `pullTimeoutMs`, else the local stand-in for its
 * Debian release (`…-trixie-slim` → trixie), built once per release and Node version.
 */
export function baseImage(wanted, pullTimeoutMs = 60_000) {
  if (imageExists(wanted)) return { image: wanted, how: 'present' };
  const pull = spawnSync('podman', ['pull', '--quiet', wanted], { encoding: 'utf8', timeout: pullTimeoutMs });
  if (pull.status === 0) return { image: wanted, how: 'pulled' };
  const reason = pull.error?.message ?? pull.stderr.trim().split('\n').at(-1);
  const suite = wanted.match(/-([a-z]+)(?:-slim)?$/)?.[1];
  if (!suite || suite === 'slim') throw new Error(`cannot pull ${wanted} (${reason}) nor tell its Debian release`);
  const tag = `localhost/listok-base:${suite}-node${process.version}`;
  console.log(`cannot pull ${wanted} (${reason}): using ${tag}, Debian ${suite} with this machine's Node`);
  if (imageExists(tag)) return { image: tag, how: 'kept' };
  buildLocalBase(suite, tag);
  return { image: tag, how: 'built' };
}
