/**
 * A member's pay token (the unguessable part of `/p/:token`) and account code (what they
 * type as the account in the paybill menu), both issued the first time something needs
 * them (decision 0043) and kept: a reminder sent last month still opens the page, and a
 * code written on a card still reaches the member.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema';
import { violatedUniqueIndex } from '../../../db/unique-violation';

/** Letters and digits nobody misreads for one another: no 0/O, no 1/I. */
const ACCOUNT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 32^7 = 34 billion codes: a draw meets a taken one rarely, and then draws again. */
const ACCOUNT_CODE_LENGTH = 7;
/** Far more draws than a real collision rate ever needs; a loop that never ends would be worse. */
const ACCOUNT_CODE_ATTEMPTS = 5;
const ACCOUNT_CODE_INDEX = 'members_account_code_key';

/** 128 random bits, as an answer link's token. */
const newPayToken = () => randomBytes(16).toString('base64url');

export function newAccountCode(): string {
  let code = '';
  for (let i = 0; i < ACCOUNT_CODE_LENGTH; i += 1) {
    code += ACCOUNT_CODE_ALPHABET[randomInt(ACCOUNT_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The member's account code, given one now when they have none. Each draw is written under
 * a savepoint: a code another member holds fails only that write, not the caller's
 * transaction, and the next draw is tried. Answers undefined when the member is gone.
 * `draw` is for tests, which make a draw meet a taken code.
 */
export async function ensureAccountCode(
  db: Db,
  memberId: string,
  draw: () => string = newAccountCode,
): Promise<string | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (savepoint) => {
        // Two first visits at once: the second waits here and reads the first one's code.
        const [row] = await savepoint
          .select({ code: members.accountCode })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        if (!row) return undefined;
        if (row.code) return row.code;
        const code = draw();
        await savepoint.update(members).set({ accountCode: code }).where(eq(members.id, memberId));
        return code;
      });
    } catch (error) {
      if (violatedUniqueIndex(error) !== ACCOUNT_CODE_INDEX || attempt >= ACCOUNT_CODE_ATTEMPTS)
        throw error;
    }
  }
}

/**
 * The pay tokens of these members, giving those without one a new one first, in one
 * statement (a send's `{pay_link}`): id -> token. Read back after the write, so a member
 * given a token by a send running at the same time gets that one in both messages.
 * 128 random bits never meet a taken token in practice: no retry.
 */
export async function issuePayTokens(
  db: Db,
  memberIds: readonly string[],
): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const ids = sql.param([...memberIds]);
  const tokens = sql.param(memberIds.map(() => newPayToken()));
  await db.execute(sql`
    update ${members} set pay_token = t.token
    from unnest(${ids}::uuid[], ${tokens}::text[]) as t(id, token)
    where ${members.id} = t.id and ${members.payToken} is null`);
  const rows = await db
    .select({ id: members.id, token: members.payToken })
    .from(members)
    .where(sql`${members.id} = any(${ids}::uuid[])`);
  return new Map(rows.flatMap((row) => (row.token ? [[row.id, row.token] as const] : [])));
}
