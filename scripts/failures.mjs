// The names of the tests that failed, from the JSON reports of Vitest and Playwright, so that the end of `npm test`'s
// output (often all a CI log keeps) says which ones, not only how many.

/** First line of a message, without colour codes, at most 200 characters. */
function firstLine(text) {
  const line = String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are made of the escape character
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((part) => part.trim() !== '');
  return (line ?? '').trim().slice(0, 200);
}

const relative = (file, root) => (root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/**
 * Vitest's report (`--reporter=json`): `file > describe > test: first line of the error` for each failed test, and
 * `file: first line of the error` for a file that failed without failed tests (it did not load, or an error came after
 * its tests).
 */
export function vitestFailures(report, root = process.cwd()) {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(file.name, root);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const title = [...(test.ancestorTitles ?? []), test.title].join(' > ');
      lines.push(`${name} > ${title}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

/** Playwright's report (`--reporter=json`): `file:line › title: first line of the error` for each failed test. */
export function playwrightFailures(report) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        lines.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The outermost suites are the files, named by each line already.
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? []) lines.push(`playwright: ${firstLine(error.message)}`);
  return lines;
}
