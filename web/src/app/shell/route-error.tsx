import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonStyles } from '../../components/button-styles';
import { Logo } from '../../components/logo';
import { useTexts } from '../../lib/texts/texts';

/** Shown when a screen's code cannot be loaded (e.g. a new version was deployed) or a screen crashed. */
export function RouteError() {
  const { t } = useTexts();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <Logo className="mx-auto size-12" />
        <h1 className="mt-4 font-semibold text-slate-900 text-xl">{t('app.routeError')}</h1>
        <button type="button" className={`${buttonStyles.primary} mt-6`} onClick={() => window.location.reload()}>
          {t('app.reload')}
        </button>
      </div>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** When it changes (the user went to another page), the boundary tries its children again. */
  resetKey: string;
}

/** Catches a screen that failed to load or render and shows RouteError instead of the whole app. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  // The page a failure happened on: '' until getDerivedStateFromProps, which can read it, fills it in.
  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
