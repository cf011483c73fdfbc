import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
}

/**
 * A 24×24 outline icon, the one base of every icon of the app; decorative, so hidden from assistive technology (its
 * control carries the name).
 */
export function Icon({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
