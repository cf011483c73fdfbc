/**
 * The first letter of a name, as a person would write it (a letter, not half of one), upper-cased; `?` for a name of
 * spaces: a member's and a contact's avatar, in the app and in the first screenful the server draws
 * (server/src/features/lists/first-screen).
 */
export const initial = (name: string): string => (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
