/**
 * Two writers that both passed a "is this taken?" check race to the unique index, and the
 * loser's transaction fails with SQLSTATE 23505. The pledges writes turn that into the
 * same 409 naming the field as their own check gives, by the index's name.
 */

type DatabaseError = { code?: unknown; constraint?: unknown };

/** The unique index a failed write violated, if that is why it failed. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  // Drizzle wraps the driver's error in `cause`; both drivers name the index in `constraint`.
  const { cause } = error as { cause?: DatabaseError };
  const source = cause ?? (error as DatabaseError);
  if (source?.code !== '23505') return undefined;
  return typeof source.constraint === 'string' ? source.constraint : undefined;
}

/** Runs `write`; a violation of `index` becomes `refusal()` instead of the generic 409. */
export async function refuseUniqueViolation<T>(
  index: string,
  refusal: () => Error,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) === index) throw refusal();
    throw error;
  }
}
