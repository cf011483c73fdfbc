import type { Lang } from '@listok/contract/base';
import { langStore } from './current-lang';
import { useStore } from './store';

/** The interface language (ru until told otherwise); names of products, units and dates follow it. */
export const useLang = (): Lang => useStore(langStore);
