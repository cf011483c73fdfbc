import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { engineTestFiles } from './scripts/engine-tests.js';
import { goodsIconsPlugin } from './web/goods-icons.js';

const contractSource = (file: string) => fileURLToPath(new URL(`./contract/src/${file}`, import.meta.url));
const alias = [
  { find: /^@listok\/contract$/, replacement: contractSource('index.ts') },
  { find: /^@listok\/contract\/base$/, replacement: contractSource('base.ts') },
  { find: /^@listok\/contract\/api$/, replacement: contractSource('api/index.ts') },
];
const serverTests = ['server/src/**/*.test.ts'];
/** With a PostgreSQL server at hand, the server's tests run on it, and on PGlite only those about the engine itself. */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Migrates and seeds one database per run that every API test's database copies (server/src/test/database.ts).
const serverSetup = 'server/src/test/database.setup.ts';
// Passwords hashed at the smallest cost in the server's tests (lib/passwords.ts).
const serverSetupFiles = ['server/src/test/password-cost.setup.ts'];
const componentTests = 'web/src/**/*.component.test.tsx';
/** The web's unit tests that replace a module: a shared module graph would hand the others their stand-ins. */
const moduleMockingTests = 'web/src/**/*.mocked.test.ts';
// A guard, not a budget: the shared host runs up to three times slower on some days, and a test that starts a program
// (the admin command, a restore into a fresh embedded database, a CalDAV client) then takes over 20 s.
const serverTestTimeout = 60_000;

/**
 * Unit and API tests. The server's API tests run on PGlite; when TEST_DATABASE_URL is set, they run on a real
 * PostgreSQL instead, and the tests of the database engine itself (`engineTestFiles`: the embedded database's files,
 * backups, one process or several) on both (each test file creates and drops its own database). Running every file on
 * both engines took a third of the suite's time (docs/performance.md, The test suite's time).
 */
export default defineConfig({
  test: {
    // Two test files at a time on the 2-core machine (Vitest's default there is one): an API test file waits on its
    // database much of the time, PostgreSQL's above all (docs/performance.md, "The test suite's time").
    maxWorkers: 2,
    projects: [
      // The rules' property tests run hundreds of cases: seconds, not milliseconds, on a busy 2-core machine.
      { resolve: { alias }, test: { name: 'contract', include: ['contract/src/**/*.test.ts'], testTimeout: 30_000 } },
      // Tests of the repository as a whole: the import boundaries of contract, server and web; README.md's map; the
      // end-to-end tests' server. Some start a program (Vitest, Playwright, the type checker, the server), which takes
      // seconds on a busy machine.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts', 'e2e/**/*.test.ts'], testTimeout: 60_000 } },
      {
        resolve: { alias },
        test: {
          name: 'server:pglite',
          include: withPostgres ? engineTestFiles() : serverTests,
          // The files of a worker share their imports: each makes its own app and database, and importing the server's
          // modules anew per file was a third of the project's time (docs/performance.md, The test suite's time).
          isolate: false,
          env: { LISTOK_TEST_DB: 'pglite' },
          globalSetup: [serverSetup],
          setupFiles: serverSetupFiles,
          testTimeout: serverTestTimeout,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'server:postgres',
                include: serverTests,
                isolate: false,
                env: { LISTOK_TEST_DB: 'postgres' },
                globalSetup: [serverSetup],
                setupFiles: serverSetupFiles,
                testTimeout: serverTestTimeout,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        // The app's virtual modules (the address of a good's picture) as the dev server gives them.
        plugins: [goodsIconsPlugin()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/budgets.test.ts'],
          exclude: [...configDefaults.exclude, componentTests, moduleMockingTests],
          setupFiles: ['web/src/test/texts-setup.ts'],
          // The files of a worker share their imports and the texts' set-up: 12 s instead of 36 for the project.
          isolate: false,
        },
      },
      // The web's unit tests that replace a module (`vi.mock`), each in a module graph of its own.
      {
        resolve: { alias },
        plugins: [goodsIconsPlugin()],
        test: { name: 'web:mocked', include: [moduleMockingTests], setupFiles: ['web/src/test/texts-setup.ts'] },
      },
      // Screens' behaviour in a simulated DOM (happy-dom), through what a user sees: roles, labels, texts.
      {
        resolve: { alias },
        plugins: [goodsIconsPlugin()],
        test: {
          name: 'web:components',
          include: [componentTests],
          // Each file in a VM context of its own inside a long-lived worker thread: isolated as before (the screens'
          // stores are module state, and some files replace modules), without a process and a DOM set up anew per
          // file: 39 s instead of 78 for the project (docs/performance.md, The test suite's time).
          pool: 'vmThreads',
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts', 'web/src/test/texts-setup.ts'],
          // A user's typing is played key by key through React Aria, slow on a busy 2-core machine.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
