import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

const fixtures = path.join(import.meta.dirname, 'test-fixtures');
const fixture = async (fileName: string) => ({
  fileName,
  contents: await readFile(path.join(fixtures, fileName), 'utf8'),
});

/** Validates a sitemap (urlset) against sitemaps.org's schema with the alternates' element. */
export async function validateSitemap(xml: string) {
  return validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: await fixture('sitemap-with-alternates.xsd'),
    preload: [await fixture('sitemap.xsd'), await fixture('xhtml-link.xsd')],
    maxMemoryPages: 16_384,
  });
}

/** Validates a sitemap index against sitemaps.org's index schema. */
export async function validateSitemapIndex(xml: string) {
  return validateXML({
    xml: { fileName: 'index.xml', contents: xml },
    schema: await fixture('siteindex.xsd'),
  });
}

/** Whether a document is well-formed XML (xmllint parses it, no schema). */
export async function wellFormed(xml: string) {
  return validateXML({ xml: { fileName: 'feed.xml', contents: xml }, normalization: 'format' });
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Reads back text that was written as XML (only the predefined entities occur). */
export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);
}

/** `<g:name>` values of each `<item>` of a well-formed feed. */
export function feedXmlItems(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const fields: Record<string, string> = {};
    const withoutShipping = body!.replace(
      /<g:shipping>([\s\S]*?)<\/g:shipping>/,
      (_, inner: string) => {
        fields.shipping = [...inner.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)]
          .map(([, , value]) => unescapeXml(value!))
          .join(':::');
        return '';
      },
    );
    for (const [, name, value] of withoutShipping.matchAll(/<g:(\w+)>([^<]*)<\/g:\1>/g)) {
      fields[name!] = unescapeXml(value!);
    }
    return fields;
  });
}

/** RFC 4180 CSV into rows of fields (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
