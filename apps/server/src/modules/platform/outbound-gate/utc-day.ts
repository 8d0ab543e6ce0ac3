/** Every daily limit of the gate starts again at midnight UTC (decisions 0022, 0059). */
export const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

export const nextUtcMidnight = (at: Date) => new Date(startOfUtcDay(at).getTime() + 86_400_000);

/** The `date` a count is kept under: 'YYYY-MM-DD' of the UTC day. */
export const utcDayOf = (at: Date) => startOfUtcDay(at).toISOString().slice(0, 10);
