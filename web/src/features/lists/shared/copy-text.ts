import { showMessage } from '../../../lib/notices/notices';

/** Copies a text and says so; where the browser may not (no clipboard access), says how to do it by hand. */
export async function copyText(text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showMessage(messages.copied);
  } catch {
    showMessage(messages.failed, 'warning');
  }
}
