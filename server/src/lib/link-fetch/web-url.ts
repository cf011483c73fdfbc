/** Longest picture address kept (an item's link has the same bound). */
const maxImageUrl = 2048;

/** An absolute http(s) address, or undefined (`data:`, `javascript:`, unparsable, too long). */
export function webUrl(address: string | undefined, base: URL): string | undefined {
  if (address === undefined || address.trim() === '') return undefined;
  const url = URL.parse(address.trim(), base.href);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.href.length > maxImageUrl)
    return undefined;
  return url.href;
}

/** What a page's relative addresses are relative to: its `<base href>` when that is http(s), else its address. */
export function pageBase(baseHref: string | undefined, pageUrl: URL): URL {
  const declared = baseHref === undefined ? undefined : URL.parse(baseHref, pageUrl.href);
  return declared && (declared.protocol === 'http:' || declared.protocol === 'https:') ? declared : pageUrl;
}
