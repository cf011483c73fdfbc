import type { ComponentType } from 'react';

interface IconBadgeProps {
  icon: ComponentType<{ className?: string }>;
  text: string;
  /** The colours (and any spacing) of the pill. */
  className: string;
}

/** A small pill with an icon; its text shows from sm up and is read by screen readers at every width. */
export function IconBadge({ icon: Icon, text, className }: IconBadgeProps) {
  return (
    <span
      title={text}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-1.5 py-0.5 font-medium text-xs ${className}`}
    >
      <Icon className="size-3.5" />
      <span className="sr-only sm:not-sr-only">{text}</span>
    </span>
  );
}
