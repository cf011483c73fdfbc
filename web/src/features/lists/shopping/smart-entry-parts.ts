export { readEntryLine } from '@listok/contract';
export { summedQuantity } from './existing-item';
