import type { Config } from '../config';

/**
 * Where people and providers reach this server: PUBLIC_BASE_URL, or where we listen when it
 * is unset. Links in messages (messaging) and payment callback URLs (payments) are built on it.
 */
export function publicBaseUrlOf(config: Config): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  return `http://${host}:${config.PORT}`;
}
