/** Set in localStorage while IndexedDB holds a signed-in user's data, so a visitor's page never opens it. */
export const storedFlag = 'listok.offline';
