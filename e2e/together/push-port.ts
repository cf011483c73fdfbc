/**
 * The port of the push service e2e/together/notifications.spec.ts runs on 127.0.0.1: fixed, because the server accepts a plain
 * http push endpoint only from an origin it is told at start-up (PUSH_ENDPOINT_ALLOW in playwright.config.ts).
 */
export const pushServicePort = Number(process.env.E2E_PORT ?? 3210) + 1;
