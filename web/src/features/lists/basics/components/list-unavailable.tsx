import { webRoutes } from '@listok/contract/base';
import { Link } from 'react-router';
import { buttonStyles } from '../../../../components/button-styles';
import { networkFailureStatus } from '../../../../lib/api/api';
import { useTexts } from '../../../../lib/texts/texts';
import { usePageTitle } from '../../../../lib/texts/use-page-title';
import { listStyles } from '../../shared/components/styles';

/**
 * The list cannot be shown: it does not exist for this user (404), the link's code is wrong (403), there is no
 * connection and the device has not kept it (0: it loads by itself when the browser is online again, see
 * offline/use-offline-support.ts), or loading failed (any other status; the error bar says why).
 */
export function ListUnavailable({ status, onRetry }: { status: number; onRetry: () => void }) {
  const { t } = useTexts();
  const text =
    status === 404
      ? { title: t('list.notFound.title'), body: t('list.notFound.text') }
      : status === 403
        ? { title: t('list.wrongCode.title'), body: t('list.wrongCode.text') }
        : status === networkFailureStatus
          ? { title: t('list.offline.title'), body: t('list.offline.text') }
          : { title: t('list.failed.title'), body: null };
  usePageTitle(text.title);
  return (
    <section className={`${listStyles.card} mx-auto mt-8 max-w-xl p-6 text-center sm:p-8`}>
      <h1 className="font-bold text-2xl text-slate-900">{text.title}</h1>
      {text.body && <p className="mt-2 text-slate-600">{text.body}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {status !== 404 && status !== 403 && (
          <button type="button" onClick={onRetry} className={buttonStyles.primary}>
            {t('list.failed.retry')}
          </button>
        )}
        <Link
          to={webRoutes.lists}
          className={status === 404 || status === 403 ? buttonStyles.primary : buttonStyles.secondary}
        >
          {t('list.back')}
        </Link>
      </div>
    </section>
  );
}
