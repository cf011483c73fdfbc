import type { Lang } from '@listok/contract/base';
import { useStore } from '../react/store';
import { langStore } from './current-lang';

/** The interface language (ru until told otherwise); names of products, units and dates follow it. */
export const useLang = (): Lang => useStore(langStore);
