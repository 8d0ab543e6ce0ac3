/** The schedules list endpoint and the schedules query keys; the data table fetches the pages. */
export const SCHEDULES_ENDPOINT = '/schedules';

export const scheduleKeys = {
  all: ['schedules'] as const,
  /** The schedules table's pages (the data table appends its request). */
  lists: () => [...scheduleKeys.all, 'list'] as const,
  reach: (id: string) => [...scheduleKeys.all, 'reach', id] as const,
  choices: (kind: 'templates') => [...scheduleKeys.all, 'choices', kind] as const,
};
