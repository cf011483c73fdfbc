/**
 * zod compiles fast object parsers with `new Function`, and probes for it with a `new Function('')` when a screen's
 * first object schema is built. The app's Content-Security-Policy (`script-src 'self'`) refuses eval: the probe throws
 * (zod falls back, nothing breaks) but the browser reports a violation on every screen that validates (Lighthouse's
 * best practices lost 4 points on the list page). zod reads its settings from this global when it loads, so `jitless`
 * set here, before any screen's code, skips the probe without the shell loading zod. Imported first by main.tsx.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
