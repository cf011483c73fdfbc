/** The Listok mark: a green leaf with a check. Decorative: the text next to it names the app. */
export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M6 26C6 14 13 6.5 26.5 5.5 26 19 18 26 6 26Z" className="fill-brand-200" />
      <path
        d="m10.5 16.5 3.5 3.5 7.5-8"
        className="stroke-brand-700"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}
