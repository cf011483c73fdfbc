#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, two at a time (the machine has two cores and each check is one
// process); each project's output is printed whole when it is done. Fails when any project fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const tsc = join('node_modules', '.bin', 'tsc');
const projects = [
  ['web', '--noEmit'],
  ['server', '--noEmit'],
  ['contract', '--noEmit'],
  ['e2e', '--noEmit'],
  ['bench'],
  ['scripts'],
];

function check([project, ...flags]) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output !== '') process.stdout.write(`--- tsc -p ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let ok = true;
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) ok = (await check(next)) && ok;
};
await Promise.all([worker(), worker()]);
process.exit(ok ? 0 : 1);
