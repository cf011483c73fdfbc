import { addTexts } from '../lib/texts/texts';
import en from './account.en.json';
import ru from './account.ru.json';

/** The texts of contacts, vocabulary, settings, feedback and password recovery, in both languages; imported by those route modules, so they load with them. */
addTexts({ ru, en });
