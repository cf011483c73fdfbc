/**
 * The port of the shop pages e2e/lists/link-pages.spec.ts serves on 127.0.0.1: fixed, because the server reaches a
 * private address only when told at start-up (LINK_FETCH_ALLOW in playwright.config.ts).
 */
export const linkPagesPort = Number(process.env.E2E_PORT ?? 3210) + 2;
