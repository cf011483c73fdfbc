import { z } from 'zod';

/** Single sign-on's part of the configuration: its variables, in config.ts's schema of the environment, and their reading. */
export const ssoVariables = {
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_NAME: z.string().trim().min(1).max(60).default('SSO'),
};

const SsoVariables = z.object(ssoVariables);

export interface SsoConfig {
  /** The provider's issuer identifier; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in button ("Sign in with <name>"). */
  name: string;
}

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together; PASSWORD_LOGIN=off needs them. */
export function ssoOf(e: z.infer<typeof SsoVariables> & { PASSWORD_LOGIN: boolean }): SsoConfig | undefined {
  const given = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === 0) {
    return {
      issuer: e.OIDC_ISSUER!,
      clientId: e.OIDC_CLIENT_ID!,
      clientSecret: e.OIDC_CLIENT_SECRET!,
      name: e.OIDC_NAME,
    };
  }
  if (missing.length < 3) {
    throw new Error(`Bad configuration: single sign-on also needs ${missing.map(([name]) => name).join(', ')}`);
  }
  if (!e.PASSWORD_LOGIN) {
    throw new Error(
      'Bad configuration: PASSWORD_LOGIN=off needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
    );
  }
  return undefined;
}
