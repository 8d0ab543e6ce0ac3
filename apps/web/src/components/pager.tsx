import { Button } from '@/components/ui/button';

/**
 * "Page 2 of 5" with previous and next, for short lists that are not data tables (no page
 * size, no counts); nothing when everything fits on one page.
 */
export function Pager({
  page,
  size,
  total,
  onPage,
  label,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
