/**
 * The money of the list screen (issue 50), one chunk loaded on demand: the header's estimate and spending, and a
 * ticked good's price. Both are imported from here, so their loading shares one list of files to preload.
 */
export { ListMoney } from './list-money';
export { TickPrice } from './tick-price';
