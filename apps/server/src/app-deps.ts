import type { Config } from './config';
import type { Db } from './db/client';
import type { LoginThrottle } from './modules/auth/login-throttle';
import type { SessionPolicy } from './modules/auth/sessions';

/** What route plugins need, passed explicitly as plugin options rather than hung on globals. */
export type AppDeps = {
  db: Db;
  config: Config;
  sessionPolicy: SessionPolicy;
  loginThrottle: LoginThrottle;
};
