export { dueLines, joinNotes, readDue, readEntryLine } from '@listok/contract';
export { summedQuantity } from './existing-item';
