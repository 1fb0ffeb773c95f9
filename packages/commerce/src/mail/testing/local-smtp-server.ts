import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtpServer {
  url: string;
  received: ParsedMail[];
  /** The next `count` mails are refused with a temporary error (451). */
  refuseNext(count: number): void;
  /** Mails refused so far. */
  refused: number;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that parses what it receives, for tests. */
export async function startLocalSmtpServer(
  options: { delayMs?: number } = {},
): Promise<LocalSmtpServer> {
  const received: ParsedMail[] = [];
  let toRefuse = 0;
  const state = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        state.refused += 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
