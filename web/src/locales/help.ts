import { addFeatureTexts } from '../lib/texts/texts';

// The texts of the Help page, in the interface language (in the other once it switches to it); code that imports this
// renders once they are there (`featureTextsReady`).
addFeatureTexts({ ru: () => import('./help.ru.json'), en: () => import('./help.en.json') });
