import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo';
import { usePageTitle } from '../../../lib/texts/use-page-title';

interface AuthCardProps {
  pageTitle: string;
  heading: string;
  lead?: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The white card that holds the sign-in and sign-up forms. */
export function AuthCard({ pageTitle, heading, lead, footer, children }: AuthCardProps) {
  usePageTitle(pageTitle);
  return (
    <section className="mx-auto w-full max-w-md py-6 sm:py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Logo className="size-11" />
        <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight">{heading}</h1>
        {lead && <p className="mt-1.5 text-slate-600">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 text-center text-slate-600">{footer}</p>
    </section>
  );
}
