import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Button } from '@/components/ui/button';
import type { PublicPage } from '../public-pages';

export function PublicAreaPage({ page }: { page: PublicPage }) {
  return (
    <ComingSoon title={page.title} description={page.description}>
      <div>
        <Button asChild variant="outline">
          <Link to="/">Back to the home page</Link>
        </Button>
      </div>
    </ComingSoon>
  );
}
