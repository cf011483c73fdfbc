import { addFeatureTexts } from '../lib/texts/texts';

// The texts of the admin screens (products, users), in the interface language (in the other once it switches to it);
// code that imports this renders once they are there (`featureTextsReady`).
addFeatureTexts({ ru: () => import('./admin.ru.json'), en: () => import('./admin.en.json') });
