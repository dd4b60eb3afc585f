import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for the mail tests: it receives what the site sends, parsed by
// an independent parser (mailparser), with the envelope's recipients. It can refuse mail with a
// 4xx or 5xx reply for a while, and be stopped and started again on the same port (down).

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  parsed: ParsedMail;
  /** The raw header block, to check that nothing was added to it. */
  rawHeaders: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuse the next n mails with this reply code (451: try again later; 550: refused). */
  refuseNext(count: number, code?: number): void;
  /** Every attempt to deliver, accepted or refused. */
  attempts: number;
  /** Stops listening (connections are refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Waits until at least n mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * `delayMs`: how long the server takes to answer each mail's data (a slow server, for a send in
 * flight). `login`: the only user and password it takes (any other login is refused with 535, as
 * a provider answers a wrong password); without it, any login or none.
 */
export async function startSmtpServer(
  options: {
    delayMs?: number;
    login?: { user: string; pass: string };
    /**
     * Asked when a mail's data has arrived, before it is accepted, with the number accepted so
     * far: false refuses it (451), so it never counts as delivered (a test kills the sender here).
     */
    beforeAccept?: (accepted: number) => boolean | Promise<boolean>;
  } = {},
): Promise<SmtpTestServer> {
  let refuse = 0;
  let refuseCode = 451;
  const state = { attempts: 0 };
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: !options.login,
      // A login over the plain connection on loopback (the tests have no certificate).
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // A stopped server drops the connections still open (the sender's pooled one) at once with
      // 421, as a mail server going down does, instead of waiting 30 s for them to end.
      closeTimeout: 50,
      onAuth(auth, _session, callback) {
        const login = options.login;
        if (login && (auth.username !== login.user || auth.password !== login.pass)) {
          callback(
            Object.assign(new Error("Invalid login: username and password not accepted"), { responseCode: 535 }),
          );
          return;
        }
        callback(null, { user: auth.username ?? "test" });
      },
      onData(stream, session, callback) {
        state.attempts++;
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          if (options.beforeAccept && !(await options.beforeAccept(received.length))) {
            callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
            return;
          }
          if (refuse > 0) {
            refuse--;
            callback(
              Object.assign(new Error(refuseCode >= 500 ? "Mailbox unavailable" : "Try again later"), {
                responseCode: refuseCode,
              }),
            );
            return;
          }
          const raw = Buffer.concat(chunks);
          const text = raw.toString("utf8");
          simpleParser(raw)
            .then((parsed) => {
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                parsed,
                rawHeaders: text.slice(0, text.indexOf("\r\n\r\n")),
              });
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  let listening = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    get attempts() {
      return state.attempts;
    },
    refuseNext(count, code = 451) {
      refuse = count;
      refuseCode = code;
    },
    stop,
    async start() {
      if (listening) return;
      server = make();
      await listen(port);
      listening = true;
    },
    async waitFor(count, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, ${received.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: stop,
  };
}
