import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in this process (the `smtp-server` package) on a loopback port: what the API's nodemailer
 * delivers arrives here over TCP and is parsed (mailparser) for the tests to read.
 *
 *   const smtp = await startSmtpServer();
 *   ... SMTP_URL: smtp.url ...
 *   smtp.messages   // ParsedMail[] in arrival order
 *   await smtp.close();
 */
export type SmtpServer = { url: string; port: number; messages: ParsedMail[]; close: () => Promise<void> };

export async function startSmtpServer(port = 0): Promise<SmtpServer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nobody listens on right now (the SMTP service that is down, until a test starts it there). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
