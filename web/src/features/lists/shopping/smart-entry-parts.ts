export { parseEntry } from '@listok/contract';
export { summedQuantity } from './existing-item';
