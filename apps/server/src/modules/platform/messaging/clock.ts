/** What time it is, passed in: the worker and the scheduler take one so tests can move time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
