/**
 * The first letter of a name, as a person would write it (a letter, not half of one): a member's avatar, in the
 * app's and in the first screenful the server draws (server/src/features/lists/first-screen).
 */
export const initial = (name: string): string => (Array.from(name)[0] ?? '?').toLocaleUpperCase();
