// No zod here: the list screen's item rows build their links with it before any schema is loaded.

/** The WHATWG URL parser that browsers and Node both have (the contract is built without their type libraries). */
declare const URL: new (input: string) => { protocol: string; href: string };

/**
 * Where an item's link may take the user: web addresses only (a bare `shop.example/x` gets https://), never
 * `javascript:`, `data:` or other schemes; null when the link is empty or not a web address.
 */
export function webAddress(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  if (text === '') return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
