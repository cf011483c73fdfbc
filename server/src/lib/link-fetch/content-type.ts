/** The charset a Content-Type names (`text/html; charset=windows-1251`), from the header or a `<meta http-equiv>`. */
export function charsetParameter(contentType: string): string | undefined {
  for (const part of contentType.split(';').slice(1)) {
    const [key = '', value = ''] = part.split('=', 2);
    if (key.trim().toLowerCase() === 'charset') return value.trim().replace(/^["']|["']$/g, '') || undefined;
  }
  return undefined;
}
