import { initial } from '@listok/contract/base';

/** A round badge with the contact's first letter; decorative, the name is written beside it. */
export function ContactAvatar({ username }: { username: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
    >
      {initial(username)}
    </span>
  );
}
