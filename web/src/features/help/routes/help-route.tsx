import '../../../locales/help';
import type { ListKind } from '@listok/contract/base';
import { listKinds } from '@listok/contract/base';
import { ScreenIntro } from '../../../components/screen-intro';
import { useTexts } from '../../../lib/texts';
import { KindPicture } from '../components/kind-picture';

/** Help (issue 33): what each kind of list is for, in a few lines with a picture of one. */
export function HelpRoute() {
  const { t } = useTexts();
  return (
    <ScreenIntro title={t('help.title')} description={t('helpPage.intro')}>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {listKinds.map((kind: ListKind) => (
          <KindPicture key={kind} kind={kind} />
        ))}
      </div>
    </ScreenIntro>
  );
}
