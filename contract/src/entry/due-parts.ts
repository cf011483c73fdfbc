// When a to-do is due and how it repeats, without the API's schemas (entry/due.ts): a list's screen ticks a repeating
// to-do on (due-days.ts) without loading zod.

/** How a to-do repeats: ticking it moves its due to the next occurrence and leaves it open. */
export const repeats = ['daily', 'weekdays', 'weekly', 'monthly', 'yearly'] as const;
export type Repeat = (typeof repeats)[number];

const duePattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/u;

/** The parts of a due text, or undefined when it is no real day and time ("2026-02-30", "24:00"). */
export function dueParts(
  text: string,
): { year: number; month: number; day: number; time: { hour: number; minute: number } | null } | undefined {
  const match = duePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (match[4] === undefined) return { year, month, day, time: null };
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  return hour < 24 && minute < 60 ? { year, month, day, time: { hour, minute } } : undefined;
}
