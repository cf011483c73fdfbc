/**
 * XML's five special characters as entities; the characters XML 1.0 cannot hold at all (C0 controls but tab and line
 * breaks, U+FFFE, U+FFFF, a lone surrogate) left out, so that a document always parses: the CalDAV server's answers,
 * a calendar device's configuration profile.
 */
export const escapeXml = (text: string): string =>
  text
    .replace(/[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, (char) => (char === '\t' || char === '\r' || char === '\n' ? char : ''))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
