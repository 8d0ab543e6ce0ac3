import { AUDIENCES } from '@karamu/shared';
import type { DataTableFilter } from '@/components/data-table';

/** The server's `balance` filter values; the reminders page offers the same choices. */
const MEMBER_BALANCE_FILTERS = ['with_balance', 'nothing_paid', 'paid_in_full'] as const;

const LABELS = AUDIENCES['occasion-members'].filters;

/** One choice at a time; the menu's "Any" is every member. */
export const BALANCE_FILTER: DataTableFilter = {
  kind: 'options',
  field: 'balance',
  label: 'Balance',
  options: MEMBER_BALANCE_FILTERS.map((value) => ({ value, label: LABELS[value] })),
};

export const MEMBER_SEARCH = { searchFields: ['name'], exactFields: ['phone'] } as const;
