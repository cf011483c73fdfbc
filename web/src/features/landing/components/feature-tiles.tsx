import type { ReactNode } from 'react';
import { BoxIcon, CheckCircleIcon, LayersIcon, LinkIcon, PhoneIcon, UsersIcon } from '../../../components/icons';
import { useTexts } from '../../../lib/texts/texts';

const features = [
  ['marked', <CheckCircleIcon key="marked" className="size-6" />],
  ['mobile', <PhoneIcon key="mobile" className="size-6" />],
  ['anyKind', <LayersIcon key="anyKind" className="size-6" />],
  ['shared', <UsersIcon key="shared" className="size-6" />],
  ['link', <LinkIcon key="link" className="size-6" />],
  ['goods', <BoxIcon key="goods" className="size-6" />],
] as const satisfies ReadonlyArray<readonly [string, ReactNode]>;

/** The six tiles of the 'Online list features' section. */
export function FeatureTiles() {
  const { t } = useTexts();
  return (
    <section aria-labelledby="features-heading" className="py-10 sm:py-16">
      <h2 id="features-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
        {t('landing.featuresHeading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(([key, icon]) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              {icon}
            </span>
            <h3 className="mt-4 font-semibold text-lg text-slate-900">{t(`landing.features.${key}.title`)}</h3>
            <p className="mt-1.5 text-slate-600">{t(`landing.features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
