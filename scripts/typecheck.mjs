#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, two at a time; each project's output is printed whole when it is done.
// Fails when any project fails. The checks run on TypeScript 7 (`typescript-go`, the compiler written in Go: the
// projects in 9 s instead of 42 s); the build and the scripts that read code with the compiler's API
// (`import-graph.ts`, `regex-literals.ts`) keep TypeScript 5.9, which has that API. Both packages name their program
// `tsc`, so each is run by its own path, never as `node_modules/.bin/tsc` (docs/performance.md, The test suite's time).
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const tsc = join('node_modules', 'typescript-go', 'bin', 'tsc');
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
