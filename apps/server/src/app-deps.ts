import type { Config } from './config';
import type { Db } from './db/client';

/**
 * What every route plugin is given, passed explicitly as plugin options rather than hung on
 * globals. A plugin that needs one of the app's services adds it to its own options
 * (`AppDeps & { messaging: Messaging }`), typed by the module that owns the service:
 * this file, below every module, names none of them. app.ts hands every plugin the same
 * object, which holds them all.
 */
export type AppDeps = {
  db: Db;
  config: Config;
  /** The app's clock (ms since the epoch), which tests move instead of waiting. */
  now: () => number;
};
