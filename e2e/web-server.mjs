#!/usr/bin/env node
// The end-to-end tests' server (playwright.config.ts, `webServer`): the built app (the file named first, by default
// server/dist/server.js). Without TEST_DATABASE_URL it runs on a new embedded database under DATA_DIR. With it, on
// PostgreSQL, in a database of its own with a random name, made here before the server starts and dropped once the
// server has stopped (Playwright stops it with SIGTERM): the app's statements then run in PostgreSQL's own processes
// rather than on the server's one thread (docs/performance.md, The test suite's time).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { databaseUrl, queryOn } from './database.mjs';

const serverFile = process.argv[2] ?? 'server/dist/server.js';
const adminUrl = process.env.TEST_DATABASE_URL;

const env = { ...process.env };
let name;
if (adminUrl) {
  name = `listok_e2e_${randomBytes(6).toString('hex')}`;
  await queryOn(adminUrl, `create database ${name}`);
  env.DATABASE_URL = databaseUrl(adminUrl, name);
}

const server = spawn(process.execPath, [serverFile], { env, stdio: 'inherit' });
// Playwright signals the whole process group; the server ends on its own signal, and this process after it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', async (code, signal) => {
  if (name)
    await queryOn(adminUrl, `drop database if exists ${name} with (force)`).catch((error) => console.error(error));
  process.exit(code ?? (signal ? 1 : 0));
});
