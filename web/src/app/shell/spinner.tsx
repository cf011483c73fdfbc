import { Logo } from '../../components/logo';
import { useTexts } from '../../lib/texts/texts';

/**
 * The loading indicator of spec §2 (until the first menu answer) and of screens loading their code. The full-page one
 * shows the logo above the spinner, exactly as the boot screen of index.html that stands in for it before any script
 * has run: React's first render replaces it without a visible change.
 */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTexts();
  const spinner = (
    <span
      aria-hidden="true"
      className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
    />
  );
  return (
    <div
      role="status"
      aria-label={t('app.loading')}
      className={
        fullPage
          ? 'flex min-h-dvh flex-col items-center justify-center gap-6'
          : 'flex items-center justify-center py-16'
      }
    >
      {fullPage && <Logo className="size-12" />}
      {spinner}
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
