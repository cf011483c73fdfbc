import { beforeAll } from 'vitest';
import { textsIn } from '../lib/texts/texts';

// The feature texts a test file's modules registered (locales/<feature>), in both languages, before its tests run:
// the app loads them on demand (`featureTextsReady`), a test reads them at once, in either language.
beforeAll(() => Promise.all([textsIn('ru'), textsIn('en')]));
