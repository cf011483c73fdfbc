import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** The claims a test account has at the provider, beyond its subject (its login). */
export interface TestClaims {
  email?: string;
  email_verified?: boolean | string;
  preferred_username?: string;
  name?: string;
}

export interface TestProvider {
  /** http://127.0.0.1:<port>, the issuer identifier. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims of the accounts by login; a login not here signs in with its subject alone. */
  accounts: Map<string, TestClaims>;
  provider: Provider;
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (oidc-provider, the certified implementation) on 127.0.0.1, with one confidential client
 * registered for `redirectUris`. Its development login form takes any login and password: the login is the subject.
 * `port` 0 picks a free one.
 */
export async function startTestProvider(options: { redirectUris: string[]; port?: number }): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestClaims>();
  const clientId = 'listok';
  const clientSecret = 'listok-test-secret';
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...accounts.get(id) }),
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name'],
    },
    cookies: { keys: ['listok-test-provider-cookie-key'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies at the provider, by name (paths are not told apart: harmless with one provider). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Goes through the provider's pages as a browser would, from the authorization address Listok redirected to: fills
 * the login form as `login` (unless the provider's session already knows the person), confirms the consent, or
 * cancels there when `cancel` is set. Answers the address the provider sends the browser back to (Listok's callback,
 * with `code` and `state`, or `error`).
 */
export async function passProvider(
  authorizationUrl: string,
  login: string,
  options: { cancel?: boolean; jar?: CookieJar } = {},
): Promise<string> {
  const jar = options.jar ?? new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== origin) return target.href;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!response.ok || !action || !prompt) throw new Error(`unexpected provider page ${response.status}: ${html}`);
    if (options.cancel) {
      next = { url: new URL(`${new URL(action, origin).pathname}/abort`, origin).href };
      continue;
    }
    const fields: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
    next = {
      url: new URL(action, origin).href,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
    };
  }
  throw new Error('the provider did not send the browser back');
}

export { CookieJar };
