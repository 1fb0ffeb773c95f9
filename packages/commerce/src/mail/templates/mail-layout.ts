import { shopConstants } from '../../config/constants.ts';
import { shopLegal, type ShopLegal } from '../../config/shop-legal.ts';
import type { MailLocale } from '../mail-port.ts';
import { commonTexts } from './common-texts.ts';
import { escapeHtml, safeLinkUrl } from './escape-html.ts';
import { withColon } from './locale-format.ts';
import type { MailBlock, MailContent, RenderedMail } from './mail-blocks.ts';

const font = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5';

/**
 * The shop's one mail layout: a centred table with inline styles (mail clients drop style
 * sheets), and the same content as plain text for clients that show no HTML. Every mail to a
 * shopper ends with the seller's legal data (from the one source the invoices read, ADR 0035)
 * and, when the recipient is subscribed to the newsletter (`unsubscribeUrl` given), the link that
 * unsubscribes them from it.
 */
export function renderLayout(
  content: MailContent,
  locale: MailLocale,
  customerName: string,
  unsubscribeUrl: string | null = null,
  legal: ShopLegal = shopLegal(),
): RenderedMail {
  const texts = commonTexts[locale];
  const blocks: MailBlock[] = content.internal
    ? content.blocks
    : [
        { kind: 'paragraph', text: texts.greeting(customerName) },
        ...content.blocks,
        { kind: 'paragraph', text: texts.service },
        { kind: 'lines', lines: [texts.signOff, shopConstants.store.name] },
      ];
  const unsubscribe = content.internal || !unsubscribeUrl ? null : safeLinkUrl(unsubscribeUrl);
  const legalLines = content.internal ? [] : legalFooterLines(legal, locale);
  const footerText = [
    ...legalLines,
    unsubscribe
      ? `${texts.unsubscribeNote} ${withColon(texts.unsubscribe, locale)} ${unsubscribe}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    subject: content.subject,
    html: renderHtml(content, blocks, locale, unsubscribe, legalLines),
    text: `${[
      ...blocks.map((block) => blockText(block, locale)),
      footerText ? `--\n${footerText}` : '',
    ]
      .filter(Boolean)
      .join('\n\n')}\n`,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}

/** Who sends the mail, as the law asks of a business's messages: name, address, KvK, VAT. */
export function legalFooterLines(legal: ShopLegal, locale: MailLocale): string[] {
  const texts = commonTexts[locale];
  const { street, postcode, city } = legal.address;
  return [
    `${legal.name} · ${street}, ${postcode} ${city} · ${texts.kvk} ${legal.kvk} · ${texts.vatId} ${legal.vatId}`,
    [legal.email, legal.phone].filter(Boolean).join(' · '),
  ];
}

function footerHtml(
  locale: MailLocale,
  unsubscribeUrl: string | null,
  legalLines: string[],
): string {
  if (!unsubscribeUrl && legalLines.length === 0) return '';
  const texts = commonTexts[locale];
  const unsubscribe = unsubscribeUrl
    ? `<br>${escapeHtml(texts.unsubscribeNote)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d">${escapeHtml(texts.unsubscribe)}</a>`
    : '';
  const legal = legalLines.map(escapeHtml).join('<br>');
  return `<tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;${font};font-size:12px;color:#52606d">${legal}${unsubscribe}</td></tr>`;
}

function renderHtml(
  content: MailContent,
  blocks: MailBlock[],
  locale: MailLocale,
  unsubscribeUrl: string | null,
  legalLines: string[],
): string {
  const shopName = escapeHtml(shopConstants.store.name);
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f5f7">`,
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">',
    '<tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">',
    `<tr><td style="padding:20px 24px;background:#003b5c;border-radius:6px 6px 0 0;${font};color:#ffffff;font-size:22px;font-weight:bold">${shopName}</td></tr>`,
    `<tr><td style="padding:24px;${font}">`,
    ...blocks.map(blockHtml),
    '</td></tr>',
    footerHtml(locale, unsubscribeUrl, legalLines),
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;${font};font-size:20px;font-weight:bold">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;${font}">${escapeHtml(block.text)}</p>`;
    case 'lines':
      return `<p style="margin:0 0 16px;${font}">${block.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'button': {
      const url = safeLinkUrl(block.url);
      if (!url) return '';
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#e35205;color:#ffffff;text-decoration:none;border-radius:4px;${font};color:#ffffff;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
    }
    case 'table':
      return [
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">',
        ...block.rows.map((row) => {
          const weight = row.strong ? 'font-weight:bold;' : '';
          return `<tr><td style="padding:4px 0;border-bottom:1px solid #e4e7eb;${font};${weight}">${escapeHtml(row.label)}</td><td align="right" style="padding:4px 0;border-bottom:1px solid #e4e7eb;${font};${weight}white-space:nowrap">${escapeHtml(row.value)}</td></tr>`;
        }),
        '</table>',
      ].join('\n');
  }
}

function blockText(block: MailBlock, locale: MailLocale): string {
  switch (block.kind) {
    case 'heading':
      return block.text.toUpperCase();
    case 'paragraph':
      return block.text;
    case 'lines':
      return block.lines.join('\n');
    case 'button': {
      const url = safeLinkUrl(block.url);
      return url ? `${withColon(block.label, locale)} ${url}` : '';
    }
    case 'table':
      return block.rows.map((row) => `${withColon(row.label, locale)} ${row.value}`).join('\n');
  }
}
