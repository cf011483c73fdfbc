// @ts-check
// The capacity model's formatting (bench/capacity.mjs): numbers, bytes and shares as the table prints them, and the
// rows of the table.

/**
 * A number with thousands separators and about three significant digits.
 * @param {number | undefined} n
 * @param {string} [unit]
 */
export function fmt(n, unit = '') {
  if (n === undefined) return 'not measured';
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  const rounded =
    abs >= 1000 ? Math.round(n / 10 ** (Math.floor(Math.log10(abs)) - 2)) * 10 ** (Math.floor(Math.log10(abs)) - 2) : n;
  const text = rounded.toLocaleString('en-US', { maximumFractionDigits: digits });
  return unit === '' ? text : unit.startsWith('/') ? `${text}${unit}` : `${text} ${unit}`;
}

/**
 * Bytes in B, KiB, MiB, GiB or TiB (powers of 1,024, as the bench's rows).
 * @param {number | undefined} n
 */
export function bytes(n) {
  if (n === undefined) return 'not measured';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let i = 0;
  let v = n;
  while (Math.abs(v) >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return fmt(v, units[i]);
}

/** @param {number} share */
export const pct = (share) => `${fmt(share * 100)} %`;

/** @typedef {[string, string, string, string]} Row */

/**
 * The rows of a part of the model, and the functions that add to them (each section's module has its own; the entry
 * prints them in the model's order).
 */
export function table() {
  /** @type {Row[]} */
  const rows = [];
  /**
   * A row of the model: what, its value, how it comes about, and what kind of figure it is.
   * @param {string} what
   * @param {string} value
   * @param {string} how
   * @param {'measured' | 'derived' | 'assumption' | 'code'} kind
   */
  const line = (what, value, how, kind) => rows.push([what, value, how, kind]);
  /** @param {string} title */
  const section = (title) => rows.push([`**${title}**`, '', '', '']);
  return { rows, line, section };
}
