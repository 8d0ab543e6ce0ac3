import { AUDIENCE_NAMES, AUDIENCES } from '@karamu/shared';
import type { DataTableFilter } from '@/components/data-table';

/** "To": guests or members. The templates, messages and schedules lists share it. */
export const AUDIENCE_FILTER: DataTableFilter = {
  kind: 'options',
  field: 'audience',
  label: 'To',
  options: AUDIENCE_NAMES.map((name) => ({ value: name, label: AUDIENCES[name].label })),
};
