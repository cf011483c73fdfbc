import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { type TextKey, useTexts } from '../../../lib/texts/texts';
import { type DeviceProblem, type DeviceState, useDevicePush } from '../hooks/use-device-push';

/** Why the switch cannot be used, in words that say what to do. */
const notes: Partial<Record<DeviceState, TextKey>> = {
  unsupported: 'deviceNotifications.unsupported',
  install: 'deviceNotifications.install',
  denied: 'deviceNotifications.denied',
};

const problemKeys: Record<Exclude<DeviceProblem['kind'], 'server'>, TextKey> = {
  dismissed: 'deviceNotifications.dismissed',
  browser: 'deviceNotifications.browserFailed',
};

/**
 * The settings' switch of notifications on this device: on, the browser asks for the permission and subscribes, and
 * the server learns the subscription; off, both forget it. Where it cannot work, it says why and what to do.
 */
export function DeviceNotifications() {
  const { t } = useTexts();
  const { state, busy, problem, toggle } = useDevicePush();
  const noteId = useId();
  const note = notes[state];
  const status: TextKey = busy
    ? state === 'on'
      ? 'deviceNotifications.turningOff'
      : 'deviceNotifications.turningOn'
    : state === 'on'
      ? 'deviceNotifications.on'
      : state === 'checking'
        ? 'deviceNotifications.checking'
        : 'deviceNotifications.off';
  return (
    <div className="flex flex-col gap-3">
      <Switch
        isSelected={state === 'on'}
        onChange={toggle}
        isDisabled={busy || state === 'checking' || note !== undefined}
        aria-describedby={note ? noteId : undefined}
        className="group flex min-h-11 cursor-pointer items-center gap-3 self-start font-medium text-slate-900 data-[disabled]:cursor-not-allowed"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 p-1 transition-colors group-data-[disabled]:opacity-60 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-600 group-data-[focus-visible]:ring-offset-2"
        >
          <span className="size-5 rounded-full bg-white shadow-sm transition-transform group-data-[selected]:translate-x-5 motion-reduce:transition-none" />
        </span>
        {t('deviceNotifications.switch')}
      </Switch>
      {/* A live region while the switch can be used, so each change of its state is told. */}
      {!note && (
        <p role="status" className="text-slate-600 text-sm">
          {t(status)}
        </p>
      )}
      {note && (
        <p id={noteId} className="flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 text-sm ring-1 ring-amber-200">
          <InfoIcon className="mt-0.5 size-4 shrink-0" />
          <span>{t(note)}</span>
        </p>
      )}
      {problem && (
        <p role="alert" className="flex gap-2 rounded-xl bg-red-50 p-3 text-red-900 text-sm ring-1 ring-red-200">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            {problem.kind === 'server'
              ? t('deviceNotifications.refused', { reason: problem.text })
              : t(problemKeys[problem.kind])}
          </span>
        </p>
      )}
    </div>
  );
}
