import { addTexts } from '../lib/texts/texts';
import en from './help.en.json';
import ru from './help.ru.json';

/** The texts of the help page, in both languages; imported by its route module, so they load with it. */
addTexts({ ru, en });
