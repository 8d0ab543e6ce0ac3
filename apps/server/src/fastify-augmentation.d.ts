// Declaration merging is the one place where TypeScript needs `interface`.
import type { Actor, RouteAccess } from './lib/access';
import type { RegisteredRoute } from './modules/platform/auth';
import type { Messaging } from './modules/platform/messaging';
import type { PaymentsCore } from './modules/platform/payments';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: see lib/access.ts. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access: the authorization matrix test walks it. */
    routeRegistry: readonly RegisteredRoute[];
    /** The app's messaging, for the delivery worker and scheduler started beside it. */
    messaging: Messaging;
    /** The app's payments core, for the poller started beside it (decision 0042). */
    payments: PaymentsCore;
  }
}
