/**
 * E-mail over SMTP with nodemailer (SMTP_URL, a pool of connections). The Message-ID is
 * made from our message id, so a message sent again after a crash carries the same one,
 * which mail systems commonly de-duplicate on (decision 0011).
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../../../config';
import type { SendOutcome, Transport } from './types';

const SMTP = 'smtp';
/** Enough to overlap network round trips without looking like a flood to the server. */
const POOL_CONNECTIONS = 5;
/** Codes of nodemailer errors that ended the connection rather than refused the message. */
const CONNECTION_TROUBLE = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS']);

type MailError = Error & { code?: string; responseCode?: number; response?: string };

/** The host part of the From address, for Message-IDs (RFC 5322 wants a domain there). */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'karamu.invalid';
}

/** RFC 5321: a 5yz reply is permanent, a 4yz one transient; 503 is a session state, not the message. */
function judgeMailError(error: MailError): SendOutcome {
  const reason = `SMTP: ${error.response ?? error.message}`;
  const code = error.responseCode;
  if (code !== undefined && code >= 500 && code !== 503) return { kind: 'permanent', reason };
  if (code !== undefined || CONNECTION_TROUBLE.has(error.code ?? '')) {
    return { kind: 'temporary', reason };
  }
  // Refused before a reply: a malformed address (EENVELOPE) or bad credentials (EAUTH).
  if (error.code === 'EENVELOPE' || error.code === 'EAUTH' || error.code === 'ENOAUTH') {
    return { kind: 'permanent', reason };
  }
  return { kind: 'temporary', reason };
}

export function smtpTransport(config: Config): Transport {
  const from = config.MAIL_FROM ?? '';
  const domain = messageIdDomain(from);
  const mailer = nodemailer.createTransport({
    url: config.SMTP_URL,
    pool: true,
    maxConnections: POOL_CONNECTIONS,
    connectionTimeout: config.PROVIDER_TIMEOUT_MS,
    greetingTimeout: config.PROVIDER_TIMEOUT_MS,
    socketTimeout: config.PROVIDER_TIMEOUT_MS,
  });
  return {
    channel: 'email',
    provider: SMTP,
    ratePerSecond: config.EMAIL_RATE_PER_SECOND,
    async send(message) {
      try {
        const info = await mailer.sendMail({
          from,
          to: { name: message.recipientName, address: message.address },
          subject: message.subject ?? '',
          text: message.body,
          ...(message.html ? { html: message.html } : {}),
          messageId: `<${message.id}@${domain}>`,
        });
        return { kind: 'accepted', provider: SMTP, providerMessageId: info.messageId ?? null };
      } catch (error) {
        return judgeMailError(error as MailError);
      }
    },
    close: async () => mailer.close(),
  };
}
