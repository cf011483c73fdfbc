import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import type { SsoConfig } from '../../config-sso.js';
import { AppError } from '../../lib/errors.js';

/** The provider's answers are waited for this long (discovery, token, keys, userinfo) before it counts as down. */
const timeoutSeconds = 10;

/**
 * Client authentication at the token endpoint: client_secret_basic, the default of OpenID Connect Discovery and the
 * method every provider must support, unless the provider names the methods it takes and basic is not among them.
 */
function secretAuth(secret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const auth = methods === undefined || methods.includes('client_secret_basic') ? basic : post;
    return auth(as, client, body, headers);
  };
}

export interface SsoClient {
  /** The provider's metadata and this client, discovered on first use and kept; a failure is tried again next time. */
  configuration(): Promise<oidc.Configuration>;
  /** Where the provider sends the browser back: `PUBLIC_URL/api/auth/oidc/callback`, registered at the provider. */
  redirectUri: string;
  name: string;
}

export const ssoUnavailable = (name: string) => new AppError('SSO_UNAVAILABLE', { params: { name } });

/**
 * The single sign-on client of an app. Discovery is lazy and retried: a provider that starts after Listok, or is down
 * for a while, makes sign-ins through it answer SSO_UNAVAILABLE (502) until it is back, and nothing else fails.
 */
export function ssoClient(sso: SsoConfig, publicUrl: string, log: FastifyBaseLogger): SsoClient {
  const issuer = new URL(sso.issuer);
  // Plain http only when the issuer is configured so (a provider on the same host or private network).
  const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  let discovered: Promise<oidc.Configuration> | undefined;

  const discover = async () => {
    try {
      return await oidc.discovery(issuer, sso.clientId, sso.clientSecret, secretAuth(sso.clientSecret), {
        execute,
        timeout: timeoutSeconds,
      });
    } catch (error) {
      discovered = undefined;
      log.warn({ err: error, issuer: sso.issuer }, 'single sign-on: the provider could not be discovered');
      throw ssoUnavailable(sso.name);
    }
  };

  return {
    configuration() {
      discovered ??= discover();
      return discovered;
    },
    redirectUri: `${publicUrl}/api/auth/oidc/callback`,
    name: sso.name,
  };
}
