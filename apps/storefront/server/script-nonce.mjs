import { randomBytes } from 'node:crypto';

export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * Gives the inline scripts of a rendered page the response's nonce. Pages are rendered once and
 * served from the cache (ADR 0006), so Next.js cannot put a per-response nonce in them; it is
 * added here on the way out. Scripts with a `src` load under 'self' and data blocks
 * (JSON-LD) never run, so both are left as they are. What may reach the page as markup (CMS
 * HTML) passes the sanitiser, which removes script elements, before it is rendered.
 */
export function addNonceToInlineScripts(html, nonce) {
  return html.replace(/<script(?=[\s>])([^>]*)>/gi, (tag, attributes) => {
    if (/\ssrc\s*=/i.test(attributes) || /\snonce\s*=/i.test(attributes)) return tag;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') return tag;
    return `<script nonce="${nonce}"${attributes}>`;
  });
}
