import { useTexts } from '../../lib/texts';

/** The loading indicator of spec §2 (until the first menu answer) and of screens loading their code. */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTexts();
  return (
    <div
      role="status"
      aria-label={t('app.loading')}
      className={`flex items-center justify-center ${fullPage ? 'min-h-dvh' : 'py-16'}`}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
