/**
 * Configuration from the environment, checked once at start-up: a wrong value stops the
 * process with a message naming the variable (see README "Configuration").
 */
import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(8 * 60),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: booleanText.default(false),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  /** Absolute path of the data directory. */
  DATA_DIR: string;
  /** Absolute path of the built web app. */
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {}

/**
 * npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user
 * typed `npm start`, so `./data` means the folder they are in.
 */
function baseDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** An empty variable (`PORT=` in .env) means "not set", as in most tools. */
const withoutEmpty = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const base = baseDirectory(env);
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(base, parsed.data.DATA_DIR),
    WEB_DIST_DIR: parsed.data.WEB_DIST_DIR
      ? path.resolve(base, parsed.data.WEB_DIST_DIR)
      : defaultWebDist,
  };
}
