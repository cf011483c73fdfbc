import { LoginAnswer, LoginBody, SignupAnswer, SignupBody, SsoCallbackQuery, SsoStartQuery } from '../account/auth.js';
import { ssoErrorCodes } from '../account/sso.js';
import { MessageAnswer } from '../core/common.js';
import { route } from './route.js';

const tags = ['auth'];

export const signUp = route({
  method: 'POST',
  path: '/api/signup',
  body: SignupBody,
  answers: { 201: SignupAnswer },
  errors: ['SIGNUP_OFF', 'USERNAME_TAKEN'],
  summary:
    'Register a new user and sign them in; the email becomes theirs once the link mailed to it is opened (an address ' +
    'another account has answers the same, and its owner is told instead), so the answer never tells who is registered',
  tags,
});

export const logIn = route({
  method: 'POST',
  path: '/api/login',
  body: LoginBody,
  form: true,
  answers: { 200: LoginAnswer },
  errors: ['PASSWORD_LOGIN_OFF', 'BAD_CREDENTIALS', 'TOO_MANY_LOGIN_FAILURES'],
  summary: 'Sign in by email or username (form-encoded _username, _password)',
  tags,
});

/** A script's call gets the farewell; a top-level navigation is redirected to the home page. */
export const logOut = route({
  method: 'POST',
  path: '/logout',
  answers: { 200: MessageAnswer, 302: null },
  summary: 'End the session',
  tags,
});

/** The menu's log-out link; another site's link only redirects to the home page. */
export const logOutLink = route({
  method: 'GET',
  path: '/logout',
  answers: { 200: MessageAnswer, 302: null },
  summary: 'End the session (menu link), redirects to /',
  tags,
});

/** A browser is redirected, to the provider or (refused) to the sign-in screen with the code; a program gets the error. */
export const startSingleSignOn = route({
  method: 'GET',
  path: '/api/auth/oidc/start',
  query: SsoStartQuery,
  answers: { 302: null },
  errors: ['SSO_NOT_CONFIGURED', 'SSO_UNAVAILABLE'],
  summary: 'Start a single sign-on: redirects to the OpenID Provider (`next`: a path of this site to return to)',
  tags,
});

export const finishSingleSignOn = route({
  method: 'GET',
  path: '/api/auth/oidc/callback',
  query: SsoCallbackQuery,
  answers: { 302: null },
  errors: ssoErrorCodes,
  summary: 'Where the OpenID Provider sends the browser back: signs in and redirects to the page asked for',
  tags,
});
