import { addTexts } from '../lib/texts/texts';
import en from './lists.en.json';
import ru from './lists.ru.json';

/** The texts of My lists and the list screen, in both languages; imported by those route modules, so they load with them. */
addTexts({ ru, en });
