import type { MenuAnswer } from '@listok/contract/base';
import { useMenu } from '../../../lib/session/menu';

export type SignInOptions = MenuAnswer['signIn'];

/** A menu kept by an older version of the app (without signal) tells nothing: passwords, as before single sign-on. */
const passwordsOnly: SignInOptions = { password: true, sso: null };

/** How this server lets people in (the menu's `signIn`): passwords, and single sign-on by its name. */
export const useSignInOptions = (): SignInOptions => useMenu().data?.signIn ?? passwordsOnly;
