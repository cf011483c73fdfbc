import '../../../locales/help';
import type { ListKind } from '@listok/contract/base';
import { listKinds } from '@listok/contract/base';
import type { ReactNode } from 'react';
import { BookIcon, CartIcon, StoreIcon } from '../../../components/icons';
import { ScreenIntro } from '../../../components/screen-intro';
import { useTexts } from '../../../lib/texts/texts';
import { KindPicture } from '../components/kind-picture';

/** A card of the help: a titled paragraph with its icon. */
function HelpCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="mt-4 flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="flex items-center gap-2.5 font-semibold text-lg text-slate-900">
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        {title}
      </h2>
      <p className="text-slate-700">{children}</p>
    </section>
  );
}

/** Help: what each kind of list is for, in a few lines with a picture of one; a shopping list's several shops; recipes. */
export function HelpRoute() {
  const { t } = useTexts();
  return (
    <ScreenIntro title={t('help.title')} description={t('helpPage.intro')}>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {listKinds.map((kind: ListKind) => (
          <KindPicture key={kind} kind={kind} />
        ))}
      </div>
      <HelpCard id="help-shops" icon={<StoreIcon className="size-5" />} title={t('helpPage.shops.title')}>
        {t('helpPage.shops.text')}
      </HelpCard>
      <HelpCard id="help-recipes" icon={<BookIcon className="size-5" />} title={t('helpPage.recipes.title')}>
        {t('helpPage.recipes.text')}
      </HelpCard>
      <HelpCard id="help-money" icon={<CartIcon className="size-5" />} title={t('helpPage.money.title')}>
        {t('helpPage.money.text')}
      </HelpCard>
    </ScreenIntro>
  );
}
