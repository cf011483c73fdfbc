import { addTexts } from '../lib/texts/texts';
import en from './admin.en.json';
import ru from './admin.ru.json';

/** The texts of the admin screens (products, users), in both languages; imported by those route modules, so they load with them. */
addTexts({ ru, en });
