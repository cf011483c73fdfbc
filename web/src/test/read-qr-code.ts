import jsQR from 'jsqr';

type Point = [x: number, y: number];

/** Pixels per module in the picture handed to the decoder. */
const pixelsPerModule = 4;

/** The closed outlines of an SVG path of straight lines (absolute M, L and Z: what a QR code's path holds). */
function outlinesOf(path: string): Point[][] {
  const outlines: Point[][] = [];
  for (const [, command, args = ''] of path.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    if (command === 'Z') continue;
    if (command !== 'M' && command !== 'L') throw new Error(`A QR code's path has a ${command} command`);
    if (command === 'M') outlines.push([]);
    const numbers = args
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    for (let i = 0; i + 1 < numbers.length; i += 2) outlines.at(-1)?.push([numbers[i]!, numbers[i + 1]!]);
  }
  return outlines;
}

/** Whether a point lies inside the outlines: a ray to its right crosses their edges an odd number of times. */
function isInside([x, y]: Point, outlines: Point[][]): boolean {
  let crossings = 0;
  for (const outline of outlines) {
    outline.forEach(([x1, y1], index) => {
      const [x2, y2] = outline[(index + 1) % outline.length]!;
      if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) crossings += 1;
    });
  }
  return crossings % 2 === 1;
}

/**
 * The modules of a QR code drawn as an SVG (a white square under one black path), row by row over the whole view box,
 * its margin included: true where the module is black.
 */
export function modulesOf(svg: Element): boolean[][] {
  const [left = 0, top = 0, width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const outlines = outlinesOf(svg.querySelector('path')?.getAttribute('d') ?? '');
  return Array.from({ length: height }, (_, row) =>
    Array.from({ length: width }, (_, column) => isInside([left + column + 0.5, top + row + 0.5], outlines)),
  );
}

/** What a scanner reads from a QR code drawn as an SVG, dark on light only; null when it finds no code. */
export function readQrCode(svg: Element): string | null {
  const modules = modulesOf(svg);
  const width = (modules[0]?.length ?? 0) * pixelsPerModule;
  const height = modules.length * pixelsPerModule;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = modules[Math.floor(y / pixelsPerModule)]![Math.floor(x / pixelsPerModule)] ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  }
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
