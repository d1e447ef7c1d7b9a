import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A mail as the SMTP server received it: the envelope, the headers and the text, decoded. */
export interface CaughtMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
}

/**
 * A real SMTP server, run in the test's process: it keeps what it accepts, and refuses for
 * now (`refuse(2, 451)`) or for good (`refuse(1, 550)`) the next attempts, answering each
 * with that SMTP code after DATA, as a mail server that is over quota or greylisting does.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  /** Every DATA the server was offered, accepted or refused. */
  attempts = 0;
  private refusals: number[] = [];

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      void readAll(stream).then((raw) => {
        this.attempts += 1;
        const refusal = this.refusals.shift();
        if (refusal) return callback(Object.assign(new Error(`Refused for the test (${refusal})`), { responseCode: refusal }));
        const { mailFrom, rcptTo } = session.envelope;
        this.mails.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((rcpt) => rcpt.address), ...parseMail(raw) });
        callback();
      });
    },
  });

  static async start(): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher();
    await new Promise<void>((resolve) => catcher.server.listen(0, '127.0.0.1', resolve));
    return catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.mails.length = 0;
    this.attempts = 0;
    this.refusals = [];
  }

  refuse(times: number, responseCode: number): void {
    this.refusals.push(...Array.from({ length: times }, () => responseCode));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function readAll(stream: SMTPServerDataStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Headers unfolded and by lower-case name; the body decoded from quoted-printable when it says so. */
function parseMail(raw: string): Pick<CaughtMail, 'headers' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const text = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '') ? decodeQuotedPrintable(body) : body;
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}/.exec(joined.slice(index + 1, index + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), which nodemailer uses for non-ASCII or long header text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
