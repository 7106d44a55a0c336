/**
 * A local SMTP server for the mail tests (smtp-server, on 127.0.0.1 and a free port): it keeps every
 * message it is given, with its envelope, and can refuse every recipient.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the server was told the message is from and to. */
  from: string;
  to: string[];
  headers: string;
  subject: string;
  /** The body, decoded (quoted-printable and base64). */
  text: string;
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:port */
  url: string;
  mails: ReceivedMail[];
  /** The first mail not yet taken (waits for it). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decode(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function smtpSink(options: { refuseRecipients?: boolean } = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients) {
        return callback(
          Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 }),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split);
        const unfolded = headers.replace(/\r\n[ \t]+/g, ' ');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          headers: unfolded,
          subject: /^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '',
          text: decode(unfolded, raw.slice(split + 4)),
          raw,
        };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(timeoutMs = 5000) {
      const queued = mails.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no mail arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
