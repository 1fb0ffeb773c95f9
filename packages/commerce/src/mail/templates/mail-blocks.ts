/**
 * A mail's body as a list of blocks of plain text. Templates only ever produce text, and the
 * layout alone turns it into HTML, escaping every piece: no template can interpolate raw HTML.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'lines'; lines: string[] }
  /** A link shown as a button; dropped when the address is not http(s). */
  | { kind: 'button'; label: string; url: string }
  /** Rows of label and value; `strong` rows are totals. */
  | { kind: 'table'; rows: { label: string; value: string; strong?: boolean }[] };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Where answers go, when not to the shop's own address (a contact message: the shopper). */
  replyTo?: string;
}

/** What a template returns: the subject, a short preview line and the body. */
export interface MailContent {
  subject: string;
  preheader: string;
  blocks: MailBlock[];
  /**
   * A mail to the shop's own staff (a contact message): no greeting, service line, sign-off or
   * newsletter footer.
   */
  internal?: boolean;
  replyTo?: string;
}
