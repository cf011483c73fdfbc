import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/texts/use-page-title';

interface PageCardProps {
  title: string;
  icon: ReactNode;
  lead?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A narrow card that is the whole screen (the recovery steps, the email confirmation); its heading is also the page title. */
export function PageCard({ title, icon, lead, footer, children }: PageCardProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto w-full max-w-md py-6 sm:py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</span>
        <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
        {lead && <div className="mt-2 text-slate-600">{lead}</div>}
        {children && <div className="mt-6">{children}</div>}
      </div>
      {footer && <p className="mt-6 text-center text-slate-600">{footer}</p>}
    </section>
  );
}
