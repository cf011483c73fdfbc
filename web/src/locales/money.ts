import { addFeatureTexts } from '../lib/texts/texts';

// The texts of a list's receipts and balances and the Spending page, in the interface language (in the other once it
// switches to it); code that imports this renders once they are there (`featureTextsReady`).
addFeatureTexts({ ru: () => import('./money.ru.json'), en: () => import('./money.en.json') });
