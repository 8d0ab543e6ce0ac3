import { PLEDGES_DASHBOARD } from '@karamu/shared';

const base = PLEDGES_DASHBOARD.base;

export const occasionsPath = () => `${base}/occasions`;
export const occasionPath = (id: string) => `${occasionsPath()}/${id}`;
/** The members import of the occasion (read-members and create-members). */
export const occasionImportPath = (id: string) => `${occasionPath(id)}/import`;
/** The reminders page, opened on this occasion's members. */
export const sendRemindersPath = (occasionId: string) =>
  `${base}/send-messages?${new URLSearchParams({ occasion: occasionId })}`;
