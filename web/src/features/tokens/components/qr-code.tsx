import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** The blank margin, in modules, that a scanner needs to find the code (ISO 18004 asks for four). */
const quietZone = 4;

/**
 * A text as a QR code, drawn as one SVG path. The colours are literal black on white, not the theme's: the dark theme
 * redefines `white`, and a scanner reads dark modules on a light ground only.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const code = useMemo(() => generate(text), [text]);
  const side = code.size + 2 * quietZone;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
