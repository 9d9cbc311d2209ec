import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env (conventions, habit 14). Parsed once, at start. */
const boolean = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

/** An empty variable (`DATABASE_URL=`) means unset, as shells and .env files write it. */
const unsetIfEmpty = (v: unknown) => (v === '' ? undefined : v);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database, uploaded pictures and the generated secret live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  /** The address people reach the portal at; links in mail are built from it. */
  PUBLIC_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  /** Signs session tokens. Without it a random one is generated once and kept in DATA_DIR. */
  JWT_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32).optional()),
  /** How long a session token lives, in minutes. */
  TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  /** smtp://user:pass@host:port; without it mail goes to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Talent Portal <no-reply@talent-portal.example>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: readable lines; `json`: pino's JSON lines; `auto`: pretty in a terminal, not in production. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** Fill an empty database with the demo accounts and lookups on start. */
  SEED_DEMO: boolean.default(true),
  /** Where the built web app is; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  /**
   * Sign-in limits (docs/decisions/013-sign-in-limits.md): failures per account from one address;
   * per account from addresses it never signed in from; per address against accounts never
   * signed in from it.
   */
  LOGIN_MAX_PER_ACCOUNT_ADDRESS: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Limits of the public writes, per hour (docs/operations/limits.md sizes them). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(300),
  EMAIL_CHECKS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(1500),
  RESET_MAILS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(3),
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(300),
  /** Costly actions (picture upload, payment start, report) per signed-in person per hour. */
  COSTLY_ACTIONS_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Limit counters in Redis instead of PostgreSQL (several servers without a shared database). */
  REDIS_URL: z.preprocess(unsetIfEmpty, z.string().url().optional()),
  /** Prefix of this deployment's keys in Redis. */
  REDIS_PREFIX: z.string().default('portal:'),
  /** Stripe card payments: without a secret key the built-in sandbox checkout is used. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Bank details shown for bank transfers (OOPAY). */
  BANK_ACCOUNT_NAME: z.string().default('Talent Portal Ltd'),
  BANK_NAME: z.string().default('Demo Bank plc'),
  BANK_SORT_CODE: z.string().default('00-00-00'),
  BANK_ACCOUNT_NUMBER: z.string().default('00000000'),
  BANK_IBAN: z.string().default('GB00 DEMO 0000 0000 0000 00'),
  BANK_BIC: z.string().default('DEMOGB2L'),
  /**
   * Which proxies in front are believed about the client's address in X-Forwarded-For (the limits
   * count per address): their addresses or ranges, comma-separated (`loopback` for nginx on the
   * same machine, `10.0.0.0/8`, `172.16.0.5`). The client is then the last address a trusted
   * proxy saw, never one the client wrote into the header itself, whatever the proxy appends.
   * `true` believes every hop (only safe when the proxy replaces the header); `false` none.
   */
  TRUST_PROXY: z
    .union([boolean, z.string().regex(/^[A-Za-z0-9.:/]+(\s*,\s*[A-Za-z0-9.:/]+)*$/)])
    .default(false),
  /** PDF reports laid out at once, each on a worker thread of its own; more wait their turn. */
  REPORT_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * Whether this process works the job queue (mail, review periods). Every process may: each job
   * still runs once. `false` leaves the work to the others (docs/decisions/022-job-queue.md).
   */
  JOB_WORKER: boolean.default(true),
  /** How often an idle worker looks for new jobs, in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** undefined: embedded PGlite in dataDir; 'memory': PGlite in memory (tests). */
  databaseUrl: string | undefined;
  pgliteInMemory: boolean;
  publicUrl: string;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  /** Readable lines for a person at a terminal, JSON lines for a log collector (issue 9). */
  logFormat: 'pretty' | 'json';
  seedDemo: boolean;
  webDist: string | undefined;
  login: {
    maxPerAccountAddress: number;
    maxPerAccount: number;
    maxPerAddress: number;
    windowMinutes: number;
  };
  limits: {
    registrationsPerAddressPerHour: number;
    emailChecksPerAddressPerHour: number;
    resetMailsPerAccountPerHour: number;
    resetRequestsPerAddressPerHour: number;
    costlyActionsPerUserPerHour: number;
  };
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Proxies trusted in front: every hop, none, or their addresses and ranges (proxy-addr). */
  trustProxy: boolean | string;
  reportThreads: number;
  jobs: { worker: boolean; pollingIntervalSeconds: number };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined };
  bank: {
    accountName: string;
    bankName: string;
    sortCode: string;
    accountNumber: string;
    iban: string;
    bic: string;
  };
}

/** `terminal`: whether the log goes to a terminal (stdout is a TTY). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgliteInMemory: false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    logFormat:
      e.LOG_FORMAT === 'auto'
        ? terminal && e.NODE_ENV !== 'production'
          ? 'pretty'
          : 'json'
        : e.LOG_FORMAT,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST,
    login: {
      maxPerAccountAddress: e.LOGIN_MAX_PER_ACCOUNT_ADDRESS,
      maxPerAccount: e.LOGIN_MAX_PER_ACCOUNT,
      maxPerAddress: e.LOGIN_MAX_PER_ADDRESS,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    limits: {
      registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      emailChecksPerAddressPerHour: e.EMAIL_CHECKS_PER_ADDRESS_PER_HOUR,
      resetMailsPerAccountPerHour: e.RESET_MAILS_PER_ACCOUNT_PER_HOUR,
      resetRequestsPerAddressPerHour: e.RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
      costlyActionsPerUserPerHour: e.COSTLY_ACTIONS_PER_USER_PER_HOUR,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY,
    reportThreads: e.REPORT_THREADS,
    jobs: { worker: e.JOB_WORKER, pollingIntervalSeconds: e.JOB_POLL_SECONDS },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    },
    bank: {
      accountName: e.BANK_ACCOUNT_NAME,
      bankName: e.BANK_NAME,
      sortCode: e.BANK_SORT_CODE,
      accountNumber: e.BANK_ACCOUNT_NUMBER,
      iban: e.BANK_IBAN,
      bic: e.BANK_BIC,
    },
  };
}
