import { timings } from '@listok/contract/base';
import { createStore } from '../react/store';

/** Message state of spec §3: a text and a colour (success by default). */
export type MessageColor = 'success' | 'info' | 'warning';
export interface Message {
  id: number;
  text: string;
  color: MessageColor;
}

/** Error state of spec §3: a text and the status it came with. */
export interface ErrorNotice {
  text: string;
  status: number;
}

export const messageStore = createStore<Message | null>(null);
export const errorStore = createStore<ErrorNotice | null>(null);

let lastMessageId = 0;
let messageTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a transient message that goes away by itself after `timings.messageBar`. */
export function showMessage(text: string, color: MessageColor = 'success'): void {
  lastMessageId += 1;
  messageStore.set({ id: lastMessageId, text, color });
  clearTimeout(messageTimer);
  messageTimer = setTimeout(() => messageStore.set(null), timings.messageBar);
}

export function showError(notice: ErrorNotice): void {
  errorStore.set(notice);
}

export function clearError(): void {
  errorStore.set(null);
}
