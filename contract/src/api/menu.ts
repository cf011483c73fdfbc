import { languages } from '../core/lang.js';
import { LangAnswer, LangParams, MenuAnswer } from '../core/menu.js';
import { route } from './route.js';

const tags = ['menu'];

export const navigationMenu = route({
  method: 'POST',
  path: '/api/menu',
  answers: { 200: MenuAnswer },
  summary: 'Navigation entries for the caller and language',
  tags,
});

export const switchLanguage = route({
  method: 'GET',
  path: '/api/lang/:code',
  params: LangParams,
  answers: { 200: LangAnswer },
  summary: `Switch the language (${languages.join(', ')}); held in the lang cookie (403 from another site)`,
  tags,
});
