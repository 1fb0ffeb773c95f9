import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { shopConstants } from '../config/constants.ts';
import { repositoryRoot } from '../db/connection.ts';

/** One mail ready to go out. */
export interface MailEnvelope {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The same for every attempt at one outbox row, so a receiver can recognise a resend. */
  messageId: string;
  /** Names the .eml file when mail goes to disk. */
  fileName: string;
  replyTo?: string;
}

/** Sends a mail or throws; a throw means the outbox tries again later. */
export interface MailTransport {
  readonly description: string;
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

export interface MailTransportSettings {
  /** smtp://user:pass@host:port (smtps:// for TLS from the start); without it mail goes to files. */
  smtpUrl?: string | undefined;
  from: string;
  /** Folder for .eml files when there is no SMTP server. */
  mailDir: string;
}

export const defaultMailFrom = `${shopConstants.store.name} <service@stroomhuis.nl>`;

/** MAIL_SMTP_URL, MAIL_FROM and MAIL_DIR, with the embedded defaults. */
export function mailTransportSettingsFromEnv(env = process.env): MailTransportSettings {
  return {
    smtpUrl: env.MAIL_SMTP_URL || undefined,
    from: env.MAIL_FROM || defaultMailFrom,
    mailDir: env.MAIL_DIR || path.join(repositoryRoot, '.data', 'mail'),
  };
}

/** SMTP through nodemailer when a server is configured, else RFC 822 files on disk. */
export function createMailTransport(settings: MailTransportSettings): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : fileTransport(settings.mailDir, settings.from);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Well inside the delivery lease: a hung server fails the attempt before another worker
    // may take the mail over.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // Connections are reused across mails: a new one per mail costs a TCP and SMTP handshake.
    pool: true,
    maxConnections: 5,
  });
  return {
    description: `smtp://${url.host}`,
    async send(mail) {
      await transporter.sendMail(message(mail, from));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(mailDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `files in ${mailDir}`,
    async send(mail) {
      const { message: bytes } = (await transporter.sendMail(message(mail, from))) as {
        message: Buffer;
      };
      await mkdir(mailDir, { recursive: true });
      // Written aside, then renamed: whoever reads the folder sees a whole mail or none.
      const target = path.join(mailDir, mail.fileName);
      await writeFile(`${target}.part`, bytes);
      await rename(`${target}.part`, target);
    },
    close: () => transporter.close(),
  };
}

function message(mail: MailEnvelope, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  };
}
