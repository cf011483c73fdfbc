import type { ReactNode } from 'react';

interface SettingsCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  lead?: string;
  children: ReactNode;
}

/** One titled block of the settings screen. */
export function SettingsCard({ id, icon, title, lead, children }: SettingsCardProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        <h2 id={id} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
      </div>
      {lead && <p className="mt-2 text-slate-600 text-sm">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
