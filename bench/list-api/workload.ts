/**
 * The requests both sides repeat in turn: a page of 50 guests, the first page, with a name
 * search and a quarter's date range, sorted by the default (newest first).
 */
export type ListRequest = { search: string; from: string; to: string };

const PAGE_SIZE = 50;

export const WORKLOAD: readonly ListRequest[] = [
  { search: 'amina', from: '2025-Apr-01', to: '2025-Jun-30' },
  { search: 'otieno', from: '2024-Oct-01', to: '2024-Dec-31' },
  { search: 'wanj', from: '2025-Jan-01', to: '2025-Mar-31' },
  { search: 'hassan', from: '2024-Jul-01', to: '2024-Sep-30' },
];

export const pathOf = ({ search, from, to }: ListRequest) =>
  `/api/attendees?${new URLSearchParams([
    ['filter', `name:ilike:${search}`],
    ['filter', `created:btn:${from},${to}`],
    ['size', String(PAGE_SIZE)],
    ['page', '1'],
  ])}`;
