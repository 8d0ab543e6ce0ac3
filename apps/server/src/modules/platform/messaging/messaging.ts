/**
 * One app's messaging: its sending settings, the audiences it can message and the wake-up
 * of its delivery workers. app.ts builds it once and hands it to the routes (AppDeps), and
 * main.ts to the worker and the scheduler (`app.messaging`). Nothing of it lives in a
 * module, so two apps in one process (tests) never share it (decision 0033).
 */
import type { Config } from '../../../config';
import { createOutboundGate, type OutboundGate } from '../outbound-gate';
import { createAudiences, type AudienceProvider, type Audiences } from './audience';
import { createSmsTransport } from './channels';
import { messagingSettingsOf, type MessagingSettings } from './settings';
import { createWakeup, type Wakeup } from './wakeup';

export type Messaging = {
  settings: MessagingSettings;
  audiences: Audiences;
  /** Queuing a batch notifies it; the app's delivery workers listen. */
  wakeup: Wakeup;
  /**
   * What every send passes before it is queued (decision 0059), with the SMS transport of
   * phone codes: a code goes straight to the provider, never through the outbox (0022).
   */
  gate: OutboundGate;
};

export function createMessaging(options: {
  config: Config;
  /** Each area that owns people gives its provider (guests, members); names are unique. */
  audiences: readonly AudienceProvider[];
}): Messaging {
  return {
    settings: messagingSettingsOf(options.config),
    audiences: createAudiences(options.audiences),
    wakeup: createWakeup(),
    gate: createOutboundGate(options.config, createSmsTransport(options.config)),
  };
}
