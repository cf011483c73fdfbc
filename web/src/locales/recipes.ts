import { addTexts } from '../lib/texts/texts';
import en from './recipes.en.json';
import ru from './recipes.ru.json';

/** The texts of the Recipes page and a recipe, in both languages; imported by their route modules, so they load with them. */
addTexts({ ru, en });
