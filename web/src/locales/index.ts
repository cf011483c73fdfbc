import en from './en.json';
import ru from './ru.json';

/**
 * The texts every screen may need (shell, landing, sign-in and sign-up, shared components), loaded with the app. The
 * texts of the feature screens are in their own files (lists, account, admin), each registered by lists.ts,
 * account.ts or admin.ts when a screen that needs it loads; each file owns its top-level keys (locales.test.ts).
 */
export const coreTexts = { ru, en };
