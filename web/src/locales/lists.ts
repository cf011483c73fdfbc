import { addFeatureTexts } from '../lib/texts/texts';

// The texts of My lists and the list screen, in the interface language (in the other once it switches to it); code that
// imports this renders once they are there (`featureTextsReady`).
addFeatureTexts({ ru: () => import('./lists.ru.json'), en: () => import('./lists.en.json') });
