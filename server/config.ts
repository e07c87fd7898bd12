import path from 'node:path';
import { z } from 'zod';
import { AddressListError, parseAddressList } from './addressList.ts';

const port = z.coerce.number().int('must be a whole number').min(0).max(65535, 'must be a port number (0-65535)');
const positive = z.coerce.number().int('must be a whole number').positive('must be greater than 0');

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url('must be an absolute URL such as https://admin.example.com').optional(),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@example.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Admin console <no-reply@localhost>'),
  CORS_ORIGINS: z.string().default(''),
  SESSION_IDLE_MINUTES: positive.default(120),
  SESSION_MAX_HOURS: positive.default(12),
  LOGIN_MAX_FAILURES: positive.default(5),
  LOGIN_WINDOW_MINUTES: positive.default(15),
  // Which proxies' X-Forwarded-For to believe: a hop count or their addresses (see trustProxyOf below).
  TRUST_PROXY: z.string().default('false'),
  // Slow clients: the request line and headers must arrive within HEADERS_TIMEOUT_MS, a body within
  // REQUEST_TIMEOUT_MS (uploads: UPLOAD_TIMEOUT_MS); at most MAX_CONNECTIONS sockets are open at once.
  HEADERS_TIMEOUT_MS: positive.default(10_000),
  REQUEST_TIMEOUT_MS: positive.default(30_000),
  UPLOAD_TIMEOUT_MS: positive.default(600_000),
  MAX_CONNECTIONS: positive.default(1000),
  DMS_URL: z.url('must be an absolute URL such as https://dms.example.com/api').optional(),
  DMS_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  DMS_TIMEOUT_MS: positive.default(15_000),
  DMS_SANDBOX_VEHICLES: z.coerce.number().int('must be a whole number').min(0).max(1_000_000).default(300),
  SYNC_INTERVAL: z.coerce.number().int('must be a whole number of minutes').min(0).default(60),
  SYNC_PAGE_SIZE: z.coerce.number().int('must be a whole number').min(1).max(1000).default(500),
  SYNC_MIN_FEED_RATIO: z.coerce.number().min(0).max(1, 'must be between 0 and 1').default(0.5),
  DEALER_ID: z.string().max(40).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().min(2).default('Vehicle Admin'),
  // Media store: a folder under DATA_DIR unless an S3-compatible bucket is named (several instances).
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  MEDIA_S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.eu-west-1.amazonaws.com').optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  // Change notifications to the public website (signed POSTs).
  PUBLIC_SITE_WEBHOOK_URL: z.url('must be an absolute URL such as https://www.example.com/api/revalidate').optional(),
  PUBLIC_SITE_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The public website's server-to-server key (referral intake); unset = the intake refuses every call.
  PUBLIC_SITE_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  // Who may read /metrics: comma-separated addresses or CIDR ranges; unset = loopback only.
  METRICS_ALLOW: z.string().default(''),
});

export type Env = z.infer<typeof envSchema>;

/** No proxy (X-Forwarded-For ignored), the number of proxies in front, or the proxies' addresses and ranges. */
export type TrustProxy = false | { hops: number } | { addresses: string };

export interface Config extends Omit<Env, 'TRUST_PROXY'> {
  TRUST_PROXY: TrustProxy;
  dataDir: string;
  publicUrl: string;
  corsOrigins: string[];
}

export class ConfigError extends Error {}

const TRUST_EVERYONE =
  'TRUST_PROXY: "true" is no longer accepted: it believed the left-most X-Forwarded-For address, which the client writes ' +
  'itself (anyone could pick their address for the sign-in throttle and the audit log). Set the number of proxies in ' +
  'front of this server (TRUST_PROXY=1 for one nginx or load balancer) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16); ' +
  'false when clients connect directly';

/** TRUST_PROXY's text as what it means; a problem is reported as ConfigError lines are. */
function trustProxyOf(text: string): TrustProxy | { problem: string } {
  const v = text.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return { problem: TRUST_EVERYONE };
  if (/^\d+$/.test(v)) return { hops: Number(v) };
  try {
    parseAddressList(text);
  } catch (err) {
    if (err instanceof AddressListError) {
      return {
        problem: `TRUST_PROXY: ${err.message}; expected false, a number of proxies (1) or their addresses and CIDR ranges (10.0.0.5,10.1.0.0/16)`,
      };
    }
    throw err;
  }
  return { addresses: text };
}

/** Reads the environment once at start; every bad value is reported with its variable name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(blankless[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PUBLIC_SITE_WEBHOOK_URL && !e.PUBLIC_SITE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_SITE_WEBHOOK_SECRET: must be set when PUBLIC_SITE_WEBHOOK_URL is (the notifications are signed with it)',
    );
  }
  const trustProxy = trustProxyOf(e.TRUST_PROXY);
  if (trustProxy && 'problem' in trustProxy)
    throw new ConfigError(`Invalid configuration:\n  ${trustProxy.problem} (got ${JSON.stringify(e.TRUST_PROXY)})`);
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    ...e,
    TRUST_PROXY: trustProxy,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
