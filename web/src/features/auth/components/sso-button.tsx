import { addressOf, startSingleSignOn } from '@listok/contract/api';
import { buttonStyles } from '../../../components/button-styles';
import { KeyIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';

interface SsoButtonProps {
  name: string;
  /** A path of this site to come back to once signed in. */
  next: string | undefined;
  /** The screen's main action (no password form beside it). */
  primary: boolean;
}

/**
 * "Sign in with <name>": a plain link, so the browser leaves the app for the provider's pages (a full navigation, which
 * the service worker lets through to the server) and comes back signed in.
 */
export function SsoButton({ name, next, primary }: SsoButtonProps) {
  const { t } = useTexts();
  const href = addressOf(startSingleSignOn, { query: { next: next || undefined } });
  return (
    <a href={href} className={`${primary ? buttonStyles.primary : buttonStyles.secondary} w-full`}>
      <KeyIcon className="size-5 shrink-0" />
      <span className="min-w-0 break-words text-center">{t('login.sso', { name })}</span>
    </a>
  );
}
