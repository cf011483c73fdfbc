import type { ReactNode } from 'react';
import type { Frame, Glyph } from './calendar-guides';

// The pictures of the calendar setup's steps: a device drawn in outline, and on its screen what the step does. Inline
// SVG in the theme's colours, decorative (each step says it in words).

/** The device, and the centre of its screen where the glyph goes. */
const frames: Record<Frame, { drawing: ReactNode; centre: [number, number] }> = {
  phone: {
    drawing: (
      <>
        <rect x="22" y="4" width="36" height="72" rx="7" className="fill-white stroke-slate-400" strokeWidth="2.5" />
        <rect x="26" y="12" width="28" height="56" rx="2" className="fill-brand-50" />
        <path d="M36 8h8" className="stroke-slate-400" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
    centre: [40, 40],
  },
  laptop: {
    drawing: (
      <>
        <rect x="12" y="14" width="56" height="40" rx="3" className="fill-white stroke-slate-400" strokeWidth="2.5" />
        <rect x="16" y="18" width="48" height="32" rx="1" className="fill-brand-50" />
        <path d="M4 58h72l-5 6H9z" className="fill-slate-200 stroke-slate-400" strokeWidth="2" strokeLinejoin="round" />
      </>
    ),
    centre: [40, 34],
  },
  window: {
    drawing: (
      <>
        <rect x="6" y="10" width="68" height="58" rx="4" className="fill-white stroke-slate-400" strokeWidth="2.5" />
        <rect x="9" y="22" width="62" height="43" className="fill-brand-50" />
        <path d="M6 20h68" className="stroke-slate-400" strokeWidth="2" />
        <circle cx="13" cy="15" r="1.6" className="fill-slate-400" />
        <circle cx="19" cy="15" r="1.6" className="fill-slate-400" />
        <circle cx="25" cy="15" r="1.6" className="fill-slate-400" />
      </>
    ),
    centre: [40, 43],
  },
  home: {
    drawing: (
      <path
        d="M10 36 40 10l30 26v34H10z"
        className="fill-brand-50 stroke-slate-400"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    ),
    centre: [40, 48],
  },
};

/** What the step does, drawn in a 24×24 box centred on the screen. */
const glyphs: Record<Glyph, ReactNode> = {
  download: (
    <>
      <path d="M12 3v12m-5-5 5 5 5-5" />
      <path d="M4 17v3h16v-3" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="3.5" />
      <path d="M12 2v3m0 14v3M2 12h3m14 0h3M4.9 4.9 7 7m10 10 2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  list: (
    <>
      <path d="m3 5 2 2 3-3m-5 9 2 2 3-3" />
      <path d="M11 6h10m-10 8h10M4 20h1m6 0h10" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9m-3 3 3 3m-5-1 2 2" />
    </>
  ),
  apps: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="2" />
      <rect x="14" y="3" width="7" height="7" rx="2" />
      <rect x="3" y="14" width="7" height="7" rx="2" />
      <path d="M17.5 14v7M14 17.5h7" />
    </>
  ),
  login: (
    <>
      <rect x="3" y="4" width="18" height="5" rx="1.5" />
      <rect x="3" y="11" width="18" height="5" rx="1.5" />
      <path d="M8 20h8" />
    </>
  ),
};

/** One step's picture. */
export function StepPicture({ frame, glyph, className }: { frame: Frame; glyph: Glyph; className?: string }) {
  const { drawing, centre } = frames[frame];
  return (
    <svg viewBox="0 0 80 80" className={className} aria-hidden="true" focusable="false">
      {drawing}
      <g
        transform={`translate(${centre[0] - 12} ${centre[1] - 12})`}
        fill="none"
        className="stroke-brand-700"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyphs[glyph]}
      </g>
    </svg>
  );
}
