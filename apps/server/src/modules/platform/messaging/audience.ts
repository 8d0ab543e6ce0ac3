/**
 * Audiences (decision 0011): messaging knows people only through the providers of the
 * areas that own them, which app.ts hands to `createMessaging`: events for guests, pledges
 * for members. The provider
 * checks the caller's reach, lists recipients with their field values, and hears which
 * recipients' messages ended, so messaging never imports those areas.
 */
import type { AudienceName, Privilege, ScheduleFilter } from '@karamu/shared';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../lib/access';
import { badRequest } from '../../../lib/http-error';

export type RecipientFilter = ScheduleFilter;

export type AudienceRecipient = {
  /** Stable within the context (the guest's id): a batch never holds one key twice. */
  key: string;
  name: string;
  /** E.164, or null. */
  phone: string | null;
  email: string | null;
  /** Field name -> text, for every field of the audience (AUDIENCES[name].fields). */
  fields: Record<string, string>;
};

export type RecipientOptions = {
  /** Where links in messages point (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /**
   * `issue`: recipients without a personal link get one now (inside the caller's
   * transaction: a send). `preview`: nothing is written, a missing link shows as such.
   */
  links: 'issue' | 'preview';
};

/**
 * A personal link's field in a preview (an estimate) for a recipient who has no link yet:
 * the send gives them one (`links: 'issue'`).
 */
export const LINK_MADE_WHEN_SENT = '(link made when sent)';

export type ContextDate = { date: Date; timeZone: string };

/**
 * Where a recipient stands in the context once a message of theirs ended or a receipt
 * changed it: `sent` while at least one of their messages there (test sends aside) is sent
 * or delivered, `failed` when none is. Messaging works it out from all their messages,
 * so the latest word is the whole truth: `failed` may follow `sent` (a failed receipt
 * for their only reaching message) and `sent` may follow `failed` (a late delivery).
 */
export type MessageEnd = { recipientKey: string; outcome: 'sent' | 'failed' };

export type AudienceProvider = {
  name: AudienceName;
  /** What sending to this audience requires (guests: UPDATE_ATTENDEES). */
  sendPrivilege: Privilege;
  /** Throws 404 unless the actor may message this context (its scope for sendPrivilege). */
  assertContext(db: Db, actor: Actor, contextId: string): Promise<void>;
  /** The context's people the filter picks, in a stable order; 400 naming `filter.*` for a bad filter. */
  listRecipients(
    db: Db,
    contextId: string,
    filter: RecipientFilter,
    options: RecipientOptions,
  ): Promise<AudienceRecipient[]>;
  /** The context's date (the event's start) for schedules relative to it; undefined if gone. */
  contextDate(db: Db, contextId: string): Promise<ContextDate | undefined>;
  /**
   * Several contexts' dates in one query, for the scheduler's re-plan of every relative
   * schedule each tick; contexts that are gone are missing. Without it, one `contextDate` each.
   */
  contextDates?(db: Db, contextIds: readonly string[]): Promise<Map<string, ContextDate>>;
  /**
   * Recipients' standing changed (see MessageEnd): store it as told. Called inside the
   * transaction that recorded the messages' ends or receipts, never for test sends.
   */
  recordMessageEnds(db: Db, contextId: string, ends: readonly MessageEnd[]): Promise<void>;
};

/**
 * The audiences of one app, fixed when app.ts builds its messaging (messaging.ts): each
 * app has its own, so two apps in one process never see each other's.
 */
export type Audiences = {
  /** The provider, or undefined when this server has none for the name (the worker's view). */
  find(name: string): AudienceProvider | undefined;
  /** The provider, or a 400 naming `audience`. */
  get(name: string): AudienceProvider;
  /** Every send privilege of the audiences: routes accept any, the audience decides. */
  sendPrivileges: readonly Privilege[];
};

export function createAudiences(providers: readonly AudienceProvider[]): Audiences {
  const byName = new Map<string, AudienceProvider>();
  for (const provider of providers) {
    // Two areas claiming one name is a wiring mistake in app.ts, not something to resolve.
    if (byName.has(provider.name)) throw new Error(`Two audiences are named '${provider.name}'`);
    byName.set(provider.name, provider);
  }
  return {
    find: (name) => byName.get(name),
    get(name) {
      const provider = byName.get(name);
      if (!provider) {
        throw badRequest(`Nobody can be messaged as '${name}' on this server`, {
          audience: ['Unknown audience'],
        });
      }
      return provider;
    },
    sendPrivileges: [...new Set(providers.map((p) => p.sendPrivilege))],
  };
}
