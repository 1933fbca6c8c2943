import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw RFC 5322 message, headers and MIME parts as sent. */
  raw: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message (or one already received and not yet taken). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that accepts everything, without TLS or authentication; port 0: any free one. */
export async function startLocalSmtp(port = 0): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiters.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    next(timeoutMs = 10_000) {
      const ready = received[taken];
      if (ready !== undefined) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiters.push((mail) => {
          clearTimeout(timer);
          taken += 1;
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read a link out of a text part. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
