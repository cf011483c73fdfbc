/** The first letter of a name, as a person would write it (a letter, not half of one): a member's avatar. */
export const initial = (name: string): string => (Array.from(name)[0] ?? '?').toLocaleUpperCase();
