/**
 * Audiences (decision 0011): messaging knows people only through the provider the area
 * that owns them registers here: events for guests, pledges for members. The provider
 * checks the caller's reach, lists recipients with their field values, and hears which
 * recipients' messages ended, so messaging never imports those areas.
 */
import type { AudienceName, Privilege, ScheduleFilter } from '@karamu/shared';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/access';
import { badRequest } from '../../lib/http-error';

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

const providers = new Map<string, AudienceProvider>();

/** Called by app.ts for each area that owns people; registering again replaces. */
export function registerAudience(provider: AudienceProvider): void {
  providers.set(provider.name, provider);
}

/** The provider, or undefined when this server has none for the name (the worker's view). */
export const findAudience = (name: string) => providers.get(name);

export function getAudience(name: string): AudienceProvider {
  const provider = findAudience(name);
  if (!provider) {
    throw badRequest(`Nobody can be messaged as '${name}' on this server`, {
      audience: ['Unknown audience'],
    });
  }
  return provider;
}

/** Every send privilege of the registered audiences: routes accept any, the audience decides. */
export const sendPrivileges = (): Privilege[] => [
  ...new Set([...providers.values()].map((p) => p.sendPrivilege)),
];
