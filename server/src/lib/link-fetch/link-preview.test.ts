import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageServer, startPageServer } from '../../test/page-server.js';
import { parseAllowList } from './allow-list.js';
import { previewOf, readLinkPreview } from './link-preview.js';

let site: PageServer;
beforeAll(async () => {
  site = await startPageServer();
});
afterAll(() => site.close());

/** A page in `encoding`, the bytes as a shop would send them (Node itself writes only UTF-8 and Latin-1). */
function encoded(text: string, encoding: 'windows-1251' | 'koi8-r'): Buffer {
  const table = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) byteOf.set(table.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(Array.from(text, (c) => byteOf.get(c) ?? 0x3f));
}

const shopUrl = new URL('https://www.ozon.ru/product/lego-42151-123/');

describe('reading a shop page', () => {
  it('reads Open Graph: title, picture against the page address, site, price', async () => {
    const link = site.html(
      '/og/product',
      `<!doctype html><html><head>
        <meta property="og:title" content="Конструктор LEGO Technic &laquo;Bugatti&raquo;">
        <meta property="og:image" content="/images/bugatti.jpg">
        <meta property="og:site_name" content="OZON">
        <meta property="product:price:amount" content="4&nbsp;299,90">
        <meta property="product:price:currency" content="rub">
        <title>Конструктор — купить в интернет-магазине</title>
      </head><body></body></html>`,
    );
    expect(await readLinkPreview(link, { allow: site.allow })).toEqual({
      url: link,
      title: 'Конструктор LEGO Technic «Bugatti»',
      imageUrl: `${site.origin}/images/bugatti.jpg`,
      price: { amount: 4299.9, currency: 'RUB' },
      siteName: 'OZON',
    });
  });

  it("names a page by its JSON-LD Product (in @graph, images and offers as lists) before og:title's shop words", () => {
    const product = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'Wildberries' },
        {
          '@type': ['Product'],
          name: 'Кукла &quot;Маша&quot;',
          image: [{ '@type': 'ImageObject', url: 'https://cdn.example/masha.webp' }, 'https://cdn.example/2.webp'],
          offers: [{ '@type': 'Offer', price: '1 199.00', priceCurrency: 'RUB' }],
        },
      ],
    };
    const html = `<head><meta property="og:title" content="Кукла Маша купить в интернет-магазине">
      <script type="application/ld+json">${JSON.stringify(product)}</script></head>`;
    expect(previewOf(html, shopUrl)).toEqual({
      url: shopUrl.href,
      title: 'Кукла "Маша"',
      imageUrl: 'https://cdn.example/masha.webp',
      price: { amount: 1199, currency: 'RUB' },
      siteName: 'ozon.ru',
    });
  });

  it('finds a Product inside another node, an AggregateOffer, and skips blocks that are not JSON', () => {
    const html = `<body>
      <script type="application/ld+json">{ "@type": "Product", "name": "broken", }</script>
      <script type="application/ld+json"><!--
        {"@type":"ItemPage","mainEntity":{"@type":"Product","name":"Самокат","image":"/s.png",
          "offers":{"@type":"AggregateOffer","lowPrice":2990,"priceCurrency":"RUR"}}}
      --></script></body>`;
    expect(previewOf(html, shopUrl)).toMatchObject({
      title: 'Самокат',
      imageUrl: 'https://www.ozon.ru/s.png',
      price: { amount: 2990, currency: 'RUB' },
    });
  });

  it('does not take a category page for its first good', () => {
    const list = {
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', item: { '@type': 'Product', name: 'Первый товар' } }],
    };
    const html = `<title>Конструкторы LEGO</title><script type="application/ld+json">${JSON.stringify(list)}</script>`;
    expect(previewOf(html, shopUrl)).toMatchObject({ title: 'Конструкторы LEGO', price: undefined });
  });

  it('falls back to <title>, spaces folded and hidden characters dropped, an <svg> title ignored', () => {
    const html = `<html><body><svg><title>icon</title></svg></body>`;
    expect(previewOf(html, shopUrl).title).toBeUndefined();
    const page = `<head><svg><title>icon</title></svg><TITLE>\n  Чайник&#160;электрический\u200b &amp;\tко&shy;фе  </TITLE>`;
    expect(previewOf(page, shopUrl).title).toBe('Чайник электрический & кофе');
  });

  it('takes a picture only as an http(s) address, relative to <base href>', () => {
    const html = `<base href="https://static.shop.example/img/">
      <meta property="og:image" content="javascript:alert(1)">
      <meta name="twitter:image" content="data:image/png;base64,AAAA">
      <link rel="image_src" href="teapot.jpg">`;
    expect(previewOf(html, shopUrl).imageUrl).toBe('https://static.shop.example/img/teapot.jpg');
  });

  it('reads microdata prices, and no price without a currency', () => {
    const withCurrency = `<meta itemprop="price" content="349"><meta itemprop="priceCurrency" content="EUR">`;
    expect(previewOf(withCurrency, shopUrl).price).toEqual({ amount: 349, currency: 'EUR' });
    expect(previewOf(`<meta property="og:price:amount" content="349">`, shopUrl).price).toBeUndefined();
    expect(
      previewOf(`<meta itemprop="price" content="0"><meta itemprop="priceCurrency" content="RUB">`, shopUrl).price,
    ).toBeUndefined();
  });

  it('names the site by its host in Unicode, without www., when the page does not', async () => {
    const allow = parseAllowList(`www.магазин.рф:${site.port}`).hosts;
    site.html('/idn', '<title>Товар</title>');
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    const preview = await readLinkPreview(`http://www.магазин.рф:${site.port}/idn`, { allow, lookup });
    expect(preview).toMatchObject({ title: 'Товар', siteName: 'магазин.рф' });
  });
});

describe('encodings', () => {
  const page = '<html><head><meta charset="windows-1251"><title>Чайник «Ретро»</title></head></html>';

  it('decodes windows-1251 named by <meta charset>, by http-equiv, and by Content-Type', async () => {
    const byMeta = site.html('/cp1251/meta', encoded(page, 'windows-1251'), { 'content-type': 'text/html' });
    const httpEquiv = page.replace(
      '<meta charset="windows-1251">',
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">',
    );
    const byEquiv = site.html('/cp1251/equiv', encoded(httpEquiv, 'windows-1251'), { 'content-type': 'text/html' });
    const plain = page.replace('<meta charset="windows-1251">', '');
    const byHeader = site.html('/cp1251/header', encoded(plain, 'windows-1251'), {
      'content-type': 'text/html; charset="Windows-1251"',
    });
    for (const link of [byMeta, byEquiv, byHeader]) {
      expect((await readLinkPreview(link, { allow: site.allow })).title, link).toBe('Чайник «Ретро»');
    }
  });

  it('decodes koi8-r, lets the Content-Type win over <meta>, and a byte-order mark over both', async () => {
    // KOI8-R has no guillemets.
    const koi8Page = page.replace('«Ретро»', '"Ретро"');
    const koi8 = site.html('/koi8', encoded(koi8Page, 'koi8-r'), { 'content-type': 'text/html; charset=koi8-r' });
    const bom = site.html('/bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(page)]), {
      'content-type': 'text/html; charset=windows-1251',
    });
    expect((await readLinkPreview(koi8, { allow: site.allow })).title).toBe('Чайник "Ретро"');
    expect((await readLinkPreview(bom, { allow: site.allow })).title).toBe('Чайник «Ретро»');
  });

  it('reads gzip and brotli pages, and UTF-8 when nothing names an encoding', async () => {
    const utf8 = '<title>Чайник</title>';
    const gzip = site.html('/gzip', gzipSync(utf8), { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    const br = site.html('/br', brotliCompressSync(utf8), { 'content-type': 'text/html', 'content-encoding': 'br' });
    for (const link of [gzip, br]) expect((await readLinkPreview(link, { allow: site.allow })).title).toBe('Чайник');
  });
});

describe('what is read', () => {
  it('reads the first megabyte of a larger page', async () => {
    const late = `<script type="application/ld+json">{"@type":"Product","name":"Too far"}</script>`;
    const body = `<head><title>Big page</title></head><body>${'x'.repeat(1024 * 1024)}${late}</body>`;
    const link = site.html('/big', body);
    expect(await readLinkPreview(link, { allow: site.allow })).toMatchObject({ title: 'Big page' });
  });

  it('refuses what is not a page: a picture, JSON', async () => {
    const png = site.html('/photo', Buffer.from([0x89, 0x50]), { 'content-type': 'image/png' });
    const json = site.html('/data', '{"title":"x"}', { 'content-type': 'application/json' });
    for (const link of [png, json]) {
      await expect(readLinkPreview(link, { allow: site.allow })).rejects.toMatchObject({ reason: 'content-type' });
    }
  });

  it('takes XHTML', async () => {
    const link = site.html('/xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"><title>X</title></html>', {
      'content-type': 'application/xhtml+xml',
    });
    expect((await readLinkPreview(link, { allow: site.allow })).title).toBe('X');
  });
});
