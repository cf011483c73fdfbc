import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/texts/use-page-title';

interface ScreenIntroProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A screen's heading (also its page title) with a one-line description and the screen's content. */
export function ScreenIntro({ title, description, children }: ScreenIntroProps) {
  usePageTitle(title);
  return (
    <section className="py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 max-w-2xl text-slate-600">{description}</p>}
      {children}
    </section>
  );
}
