import { addFeatureTexts } from '../lib/texts/texts';

// The texts of the Recipes page and a recipe, in the interface language (in the other once it switches to it); code
// that imports this renders once they are there (`featureTextsReady`).
addFeatureTexts({ ru: () => import('./recipes.ru.json'), en: () => import('./recipes.en.json') });
