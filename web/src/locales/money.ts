import { addTexts } from '../lib/texts/texts';
import en from './money.en.json';
import ru from './money.ru.json';

/** The texts of a list's receipts and balances and of the Spending page, in both languages; loaded with their routes. */
addTexts({ ru, en });
