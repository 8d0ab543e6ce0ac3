/**
 * The `fieldErrors` of a server's 400 answer (`{ message, fieldErrors }`, see ApiError),
 * from an axios error (`error.response.data.fieldErrors`) or any error that carries
 * them itself. Only non-empty lists of text are kept.
 */
export function readFieldErrors(error: unknown): Record<string, string[]> {
  const source =
    pick(pick(pick(error, 'response'), 'data'), 'fieldErrors') ?? pick(error, 'fieldErrors');
  const result: Record<string, string[]> = {};
  if (typeof source !== 'object' || source === null) return result;
  for (const [name, messages] of Object.entries(source)) {
    const texts = Array.isArray(messages)
      ? messages.filter((m): m is string => typeof m === 'string' && m !== '')
      : typeof messages === 'string' && messages !== ''
        ? [messages]
        : [];
    if (texts.length > 0) result[name] = texts;
  }
  return result;
}

function pick(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
