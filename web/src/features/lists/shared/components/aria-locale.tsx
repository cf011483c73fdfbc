// The lists' parts give React Aria its locale through this path; the provider itself is the app's (components/).
export { AriaLocale } from '../../../../components/aria-locale';
