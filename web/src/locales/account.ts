import { addFeatureTexts } from '../lib/texts/texts';

// The texts of Contacts, the vocabulary, the settings, feedback and password recovery, in the interface language (in
// the other once it switches to it); code that imports this renders once they are there (`featureTextsReady`).
addFeatureTexts({ ru: () => import('./account.ru.json'), en: () => import('./account.en.json') });
