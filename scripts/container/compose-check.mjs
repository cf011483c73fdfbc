// What compose.yaml and deploy/Caddyfile must hold (README, "Run it on a server"), read with a YAML parser: compose
// itself cannot run here, so this checks the file's structure and the references between its parts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A service's environment as a mapping (compose accepts a list of NAME=value too). */
function environmentOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((entry) => [entry.split('=')[0], entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : null]),
  );
}

const healthyOn = (service, name) => service.depends_on?.[name]?.condition === 'service_healthy';
const secretName = (service) => service.secrets?.map((s) => (typeof s === 'string' ? s : s.source)) ?? [];

/**
 * Checks compose.yaml under `root`; returns the problems found (none when it is right) and the PostgreSQL major
 * version it runs, which the image's pg_dump must reach.
 */
export function checkCompose(root) {
  const problems = [];
  const expect = (ok, problem) => {
    if (!ok) problems.push(problem);
  };
  const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
  const services = compose.services ?? {};

  // Every file a service is told to read from /run/secrets is one of its secrets, and each secret is a file.
  for (const [name, service] of Object.entries(services)) {
    for (const [variable, value] of Object.entries(environmentOf(service))) {
      const secret = String(value).match(/^\/run\/secrets\/(.+)$/)?.[1];
      if (!secret) continue;
      expect(secretName(service).includes(secret), `${name}: ${variable} names ${value}, not one of its secrets`);
    }
    for (const secret of secretName(service)) expect(compose.secrets?.[secret]?.file, `secret ${secret} has no file`);
  }

  /** The database is reached through a secret file or a URL, and only once the server answers. */
  const expectDatabase = (name) => {
    const env = environmentOf(services[name]);
    expect(healthyOn(services[name], 'postgres'), `${name} does not wait for postgres to be healthy`);
    expect(env.DATABASE_URL_FILE || env.DATABASE_URL, `${name} has neither DATABASE_URL nor DATABASE_URL_FILE`);
  };

  const unprofiled = Object.keys(services).filter((name) => !services[name].profiles);
  expect(unprofiled.sort().join() === 'listok,postgres', `without a profile: ${unprofiled.join(', ')}`);

  const listok = services.listok ?? {};
  expect(listok.build && listok.image === 'listok', 'listok is not built as image "listok"');
  expect(
    listok.volumes?.some((v) => String(v).endsWith(':/data')),
    'listok keeps no volume at /data',
  );
  expect(listok.ports?.length, 'listok publishes no port');
  if (services.listok) expectDatabase('listok');

  const postgres = services.postgres ?? {};
  const postgresMajor = Number(String(postgres.image).match(/(?:^|\/)postgres:(\d+)/)?.[1]);
  expect(postgresMajor === 17, `postgres runs ${postgres.image}, not PostgreSQL 17`);
  expect([postgres.healthcheck?.test].flat().join(' ').includes('pg_isready'), 'postgres has no pg_isready check');

  const replicaProfile = Object.keys(services).filter((name) => services[name].profiles?.includes('replicas'));
  const replicas = replicaProfile.filter((name) => services[name].image === 'listok');
  expect(replicas.length >= 2, `profile replicas runs ${replicas.length} Listok processes`);
  for (const name of replicas) {
    const env = environmentOf(services[name]);
    expect(['on', 'true', '1'].includes(String(env.TRUST_PROXY)), `${name} does not trust the proxy`);
    expect(String(env.PUBLIC_URL).startsWith('https://'), `${name}'s PUBLIC_URL is not https`);
    expect(!services[name].ports, `${name} publishes a port: it is reached through the proxy only`);
    expectDatabase(name);
  }

  const caddy = services.caddy ?? {};
  expect(replicaProfile.includes('caddy'), 'profile replicas has no caddy');
  expect(/(?:^|\/)caddy:2/.test(String(caddy.image)), `caddy runs ${caddy.image}`);
  expect(
    caddy.ports?.some((p) => String(p).startsWith('443:')),
    'caddy does not publish 443',
  );
  for (const name of replicas) expect(healthyOn(caddy, name), `caddy does not wait for ${name} to be healthy`);
  const caddyfile = caddy.volumes
    ?.map((v) => String(v).split(':'))
    .find(([, target]) => target === '/etc/caddy/Caddyfile')?.[0];
  const caddyfilePath = caddyfile && join(root, caddyfile);
  expect(caddyfilePath && existsSync(caddyfilePath), `caddy's Caddyfile ${caddyfile} does not exist`);
  if (caddyfilePath && existsSync(caddyfilePath)) {
    const text = readFileSync(caddyfilePath, 'utf8');
    const proxy =
      text
        .match(/^\s*reverse_proxy\s+([^{\n]+)/m)?.[1]
        .trim()
        .split(/\s+/) ?? [];
    for (const name of replicas) expect(proxy.includes(`${name}:3000`), `the Caddyfile does not proxy to ${name}`);
    expect(/^\s*flush_interval\s+-1\s*$/m.test(text), 'the Caddyfile may buffer event streams (no flush_interval -1)');
  }
  return { problems, postgresMajor };
}
