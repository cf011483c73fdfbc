import { type MessageColor, messageStore } from '../../lib/notices/notices';
import { useStore } from '../../lib/react/store';

const colors: Record<MessageColor, string> = {
  success: 'bg-brand-50 text-brand-900 ring-brand-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/**
 * The transient message of spec §2; the live region stays in the page so every new text is announced. A long word
 * (a 128-letter username) wraps anywhere rather than stick out of a phone's screen.
 */
export function MessageBar() {
  const message = useStore(messageStore);
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p
          key={message.id}
          className={`mt-4 rounded-xl px-4 py-3 font-medium ring-1 wrap-anywhere ${colors[message.color]}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
