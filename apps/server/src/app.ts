/** Builds the whole product as one Fastify instance: API, auth, and the web app. */
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { loggerOptions, requestLogController } from './lib/logging';
import { ALL_RECORDS } from './lib/scope';
import { uploadJobs } from './lib/upload-jobs/upload-jobs';
import {
  registerAuth,
  authRoutes,
  loadDeviceCookieSecret,
  createLoginThrottle,
  storeLastSeen,
} from './modules/platform/auth';
import { auditLogRoutes } from './modules/platform/audit-log';
import { categoriesRoutes } from './modules/platform/categories';
import { checkInRoutes } from './modules/events/check-in';
import { eventsRoutes } from './modules/events/events';
import { eventStatsRoutes } from './modules/events/event-stats';
import { eventTemplatesRoutes } from './modules/events/event-templates';
import { cardPayments, cashPaymentRoutes, guestsRoutes } from './modules/events/guests';
import { todosRoutes } from './modules/events/event-todos';
import { pricesRoutes } from './modules/events/prices';
import { guestImportRoutes } from './modules/events/guest-import';
import { membersImportRoutes } from './modules/pledges/members-import';
import { phoneVerificationRoutes } from './modules/platform/phone-verification';
import { occasionsRoutes } from './modules/pledges/occasions';
import { membersRoutes } from './modules/pledges/members';
import { contributionsRoutes, pledgePayments } from './modules/pledges/contributions';
import { invitationCardsRoutes } from './modules/events/invitation-cards';
import { createLinkPreviews } from './modules/platform/link-previews';
import { messageTemplatesRoutes } from './modules/platform/message-templates';
import { scheduleRoutes } from './modules/platform/message-schedules';
import { eventGuestsAudience } from './modules/events/guest-messaging';
import { occasionMembersAudience } from './modules/pledges/member-messaging';
import {
  createMessaging,
  messagingRoutes,
  receiptRoutes,
  inboundSmsRoutes,
} from './modules/platform/messaging';
import {
  createPaymentProvider,
  createPayments,
  mpesaCallbackRoutes,
  type OnCounted,
  type PaymentPurposes,
  flutterwaveWebhookRoutes,
  paymentsRoutes,
} from './modules/platform/payments';
import { createPaymentThankYou, payLinksRoutes } from './modules/pledges/pay-links';
import { invitationsRoutes } from './modules/events/invitations';
import { vendorEnquiriesRoutes } from './modules/vendors/vendor-enquiries';
import { vendorReviewsRoutes } from './modules/vendors/vendor-reviews';
import { privilegesRoutes } from './modules/platform/privileges';
import { rolesRoutes } from './modules/platform/roles';
import { settingsRoutes } from './modules/platform/settings';
import { signupRoutes } from './modules/platform/signup';
import { getUser, usersRoutes } from './modules/platform/users';
import {
  eventVendorsRoutes,
  publicDirectoryRoutes,
  vendorBookingsRoutes,
  vendorServicesRoutes,
  vendorsRoutes,
} from './modules/vendors/vendors';
import { budgetsRoutes } from './modules/events/budgets';
import { vendorGalleryRoutes } from './modules/vendors/vendor-gallery';
import { registerApiDocs } from './plugins/api-docs';
import { registerBoundedJson } from './plugins/bounded-json';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRefuseNul } from './plugins/refuse-nul';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

/**
 * What each type of payment is for, given by the areas that own the payers: a member's
 * pledge (contributions) and a guest's card (guests). The payments core imports no area
 * (decision 0066a).
 */
export const paymentPurposes: PaymentPurposes = { pledges: pledgePayments, cards: cardPayments };

export async function buildApp(options: {
  db: Db;
  config: Config;
  /** The app's clock (sessions, the sign-in throttle, bookings); tests move it instead of waiting. */
  now?: () => number;
  /** Where log lines go: stdout unless given (tests read them). */
  logStream?: DestinationStream;
  /** Runs in the transaction of each payment that became a contribution (decision 0042). */
  onPaymentCounted?: OnCounted;
}): Promise<FastifyInstance> {
  const { db, config, now = Date.now } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    logController: requestLogController(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The areas that own people give messaging their audiences; messaging imports none.
  const messaging = createMessaging({
    config,
    audiences: [eventGuestsAudience, occasionMembersAudience],
  });
  // Every route plugin gets this one object; each names in its options what it uses of it.
  const deps = {
    db,
    config,
    sessionPolicy: {
      idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
      now,
    },
    loginThrottle: createLoginThrottle({
      maxAttemptsPerAddress: config.LOGIN_MAX_ATTEMPTS_PER_IP,
      maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
      windowMinutes: config.LOGIN_WINDOW_MINUTES,
      deviceCookieSecret: await loadDeviceCookieSecret(db, config.DEVICE_COOKIE_SECRET),
      now,
    }),
    /** This app's messaging: settings, audiences, the workers' wake-up (decision 0033). */
    messaging,
    /** This app's payments core: provider, prompts, callbacks, assigning (decision 0042). */
    payments: createPayments({
      db,
      provider: createPaymentProvider(config),
      clock: { now: () => new Date(now()) },
      purposes: paymentPurposes,
      promptsPerHourPerEvent: config.PAYMENT_PROMPTS_PER_HOUR_PER_EVENT,
      // The member's thank-you SMS, queued with the contribution (decision 0043).
      onCounted:
        options.onPaymentCounted ?? createPaymentThankYou({ config, messaging, logger: app.log }),
    }),
    now,
  };

  uploadJobs.configure({
    maxRunning: config.UPLOAD_JOBS_MAX_RUNNING,
    maxWaiting: config.UPLOAD_JOBS_MAX_WAITING,
    timeoutMs: config.UPLOAD_JOB_TIMEOUT_SECONDS * 1000,
    maxHeapMb: config.UPLOAD_JOB_MAX_HEAP_MB,
  });
  // Before the database closes: sessions keep their exact last request across a restart.
  app.addHook('onClose', () =>
    storeLastSeen(db, (error) =>
      app.log.warn({ err: error }, 'the last requests of sessions could not be stored'),
    ),
  );
  // The phone codes' own SMS transport (decision 0022), held by the outbound gate.
  app.addHook('onClose', async () => messaging.gate.codeTransport?.close());
  registerErrorHandler(app);
  registerBoundedJson(app);
  registerRefuseNul(app);
  await registerSecurity(app);
  // Before the routes: it hooks each route as it is registered.
  await registerCompression(app);
  await app.register(cookie);
  app.decorate('routeRegistry', registerAuth(app, deps));
  app.decorate('messaging', deps.messaging);
  app.decorate('payments', deps.payments);
  await registerApiDocs(app);

  // A signed-in user reads their own record: no scope applies.
  await app.register(authRoutes, { ...deps, getUser: (db, id) => getUser(db, id, ALL_RECORDS) });
  // Every module's routes, in this order, each given the same deps: a new module adds its
  // routes here (CONTRIBUTING.md, "Add a server module").
  const moduleRoutes: FastifyPluginAsync<typeof deps>[] = [
    privilegesRoutes,
    rolesRoutes,
    usersRoutes,
    categoriesRoutes,
    eventsRoutes,
    eventStatsRoutes,
    guestsRoutes,
    cashPaymentRoutes,
    pricesRoutes,
    guestImportRoutes,
    membersImportRoutes,
    invitationsRoutes,
    checkInRoutes,
    invitationCardsRoutes,
    auditLogRoutes,
    settingsRoutes,
    eventTemplatesRoutes,
    signupRoutes,
    occasionsRoutes,
    membersRoutes,
    contributionsRoutes,
    messageTemplatesRoutes,
    messagingRoutes,
    receiptRoutes,
    inboundSmsRoutes,
    phoneVerificationRoutes,
    scheduleRoutes,
    vendorsRoutes,
    vendorServicesRoutes,
    publicDirectoryRoutes,
    eventVendorsRoutes,
    vendorBookingsRoutes,
    budgetsRoutes,
    vendorReviewsRoutes,
    vendorEnquiriesRoutes,
    vendorGalleryRoutes,
    mpesaCallbackRoutes,
    paymentsRoutes,
    payLinksRoutes,
    flutterwaveWebhookRoutes,
    todosRoutes,
  ];
  for (const routes of moduleRoutes) await app.register(routes, deps);
  await registerWebApp(
    app,
    { distDir: config.WEB_DIST_DIR, renderBudgetMs: config.PAGE_RENDER_BUDGET_MS },
    createLinkPreviews({ db, publicBaseUrl: config.PUBLIC_BASE_URL, now }),
  );

  return app;
}
