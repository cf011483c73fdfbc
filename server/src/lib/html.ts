const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put inside HTML (mail bodies, the pages the server draws). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
