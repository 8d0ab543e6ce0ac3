import type { Config } from './config';
import type { Db } from './db/client';
import type { LoginThrottle, SessionPolicy } from './modules/platform/auth';
// The file, not the module's index: the index re-exports the routes, which import this.
import type { Messaging } from './modules/platform/messaging';
import type { PaymentsCore } from './modules/platform/payments';

/** What route plugins need, passed explicitly as plugin options rather than hung on globals. */
export type AppDeps = {
  db: Db;
  config: Config;
  sessionPolicy: SessionPolicy;
  loginThrottle: LoginThrottle;
  /** This app's messaging: settings, audiences, the workers' wake-up (decision 0033). */
  messaging: Messaging;
  /** This app's payments core: provider, prompts, callbacks, assigning (decision 0042). */
  payments: PaymentsCore;
  /** The app's clock (ms since the epoch), which tests move instead of waiting. */
  now: () => number;
};
