/**
 * LINK_FETCH_ALLOW: hosts the link fetcher may reach although their addresses are not public (tests, an intranet's
 * shop). Each entry is a host name or address, with or without a port: `127.0.0.1:8080`, `shop.intranet`, `[::1]:80`.
 * A host is matched by its name as the URL spells it (after the URL parser's normalisation), not by its address.
 */
export interface AllowedHost {
  /** The host as `URL.hostname` gives it: lower case, an IPv4 address in dotted decimal, IPv6 in brackets. */
  host: string;
  /** Only this port; undefined: any. */
  port: number | undefined;
}

/** One entry of LINK_FETCH_ALLOW, or a message saying why it is not one. */
export function parseAllowedHost(entry: string): AllowedHost | string {
  const text = entry.trim();
  // A bare IPv6 address has several colons and no brackets: it names no port.
  const bareIpv6 = !text.startsWith('[') && text.indexOf(':') !== text.lastIndexOf(':');
  const url = URL.parse(`http://${bareIpv6 ? `[${text}]` : text}/`);
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash || url.hostname === '')
    return `not a host or host:port: ${text}`;
  // The URL drops port 80 as http's default: read the port from the text itself.
  const portText = bareIpv6 ? '' : text.slice(text.lastIndexOf(']') + 1).split(':')[1];
  if (portText === undefined || portText === '') return { host: url.hostname, port: undefined };
  const port = Number(portText);
  if (!/^\d{1,5}$/.test(portText) || port < 1 || port > 65535) return `not a port: ${text}`;
  return { host: url.hostname, port };
}

/** LINK_FETCH_ALLOW's comma-separated entries, or the messages of those that are wrong. */
export function parseAllowList(text: string): { hosts: AllowedHost[]; problems: string[] } {
  const hosts: AllowedHost[] = [];
  const problems: string[] = [];
  for (const entry of text.split(',')) {
    if (entry.trim() === '') continue;
    const parsed = parseAllowedHost(entry);
    if (typeof parsed === 'string') problems.push(parsed);
    else hosts.push(parsed);
  }
  return { hosts, problems };
}

const defaultPort = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** Whether a URL's host (and port) is one LINK_FETCH_ALLOW names. */
export const isAllowedHost = (url: URL, allow: readonly AllowedHost[]) =>
  allow.some((a) => a.host === url.hostname && (a.port === undefined || a.port === defaultPort(url)));
