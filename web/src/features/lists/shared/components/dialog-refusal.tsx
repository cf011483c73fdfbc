import { ApiError } from '../../../../lib/api/api';
import { errorBarContent } from '../../../../lib/notices/error-text';
import { useTexts } from '../../../../lib/texts/texts';

/** A dialog's refused call, said in the dialog: the page's error bar, which says it too, lies under it. */
export function DialogRefusal({ error }: { error: unknown }) {
  const { t } = useTexts();
  if (!(error instanceof ApiError)) return null;
  return (
    <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-200">
      {errorBarContent(error.status, error.body, t).text}
    </p>
  );
}
