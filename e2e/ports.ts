/**
 * Every fixed port of an end-to-end run, after the suite's server (E2E_PORT): one home, so that no two specs listen on
 * the same port when two workers run them at the same time (playwright.config.ts). Each is fixed because the server or
 * a provider is told it at start-up.
 */
const base = Number(process.env.E2E_PORT ?? 3210);

export const e2ePorts = {
  /** The suite's server (playwright.config.ts `webServer`). */
  server: base,
  /**
   * The push service of e2e/together/notifications.spec.ts: the server accepts a plain http push endpoint only from an
   * origin it is told (PUSH_ENDPOINT_ALLOW).
   */
  pushService: base + 1,
  /**
   * The shop pages of e2e/lists/link-pages.spec.ts: the server reads a private address only when told
   * (LINK_FETCH_ALLOW).
   */
  shopPages: base + 2,
  /** The recipe pages of e2e/lists/recipes.spec.ts, for the same reason. */
  recipePages: base + 3,
  /**
   * e2e/account/oidc.spec.ts: the OpenID Provider, a Listok that takes passwords and single sign-on, one that takes
   * single sign-on only.
   */
  oidcProvider: base + 4,
  oidcBoth: base + 5,
  oidcSsoOnly: base + 6,
};
