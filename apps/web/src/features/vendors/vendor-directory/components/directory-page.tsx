import { Link } from 'react-router';
import type { PublicService, PublicVendor } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { usePublicServices, usePublicVendors } from '@/entities/vendor';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isFiltered } from '../lib/directory-query';
import { useDirectoryQuery } from '../lib/use-directory-query';
import { DirectoryFilters } from './directory-filters';
import { DirectoryResults } from './directory-results';
import { ServiceCard } from './service-card';
import { VendorCard } from './vendor-card';

/** The page's heading and the invitation to list a business. */
function Header({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid max-w-2xl gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground">{intro}</p>
      </div>
      <Button asChild variant="outline">
        <Link to="/list-your-business">List your business</Link>
      </Button>
    </div>
  );
}

/** `/vendors`: published vendors, filtered and sorted from the URL. */
export function VendorsDirectoryPage() {
  useDocumentTitle('Vendors');
  const { query, update, clear } = useDirectoryQuery();
  // Typed text reaches the URL (and the API) once it settles (DirectoryFilters).
  const results = usePublicVendors(query);
  return (
    <div className="grid min-w-0 gap-6">
      <Header
        title="Vendors"
        intro="Caterers, decorators, photographers, MCs, tents and chairs: compare photos, prices and reviews from real clients."
      />
      <DirectoryFilters
        query={query}
        onChange={update}
        onClear={clear}
        searchLabel="Search vendors"
      />
      <DirectoryResults<PublicVendor>
        query={results}
        noun={{ one: 'vendor', other: 'vendors' }}
        filtered={isFiltered(query)}
        onClearFilters={clear}
        onPage={(page) => update({ page })}
        getKey={(vendor) => vendor.id}
        renderItem={(vendor, { priority }) => <VendorCard vendor={vendor} priority={priority} />}
      />
    </div>
  );
}

/** `/services`: published services of published vendors, filtered and sorted from the URL. */
export function ServicesDirectoryPage() {
  useDocumentTitle('Services');
  const { query, update, clear } = useDirectoryQuery();
  const results = usePublicServices(query);
  return (
    <div className="grid min-w-0 gap-6">
      <Header
        title="Services"
        intro="What vendors offer, with their prices: packages, per-guest menus, hire by the day."
      />
      <DirectoryFilters
        query={query}
        onChange={update}
        onClear={clear}
        searchLabel="Search services"
      />
      <DirectoryResults<PublicService>
        query={results}
        noun={{ one: 'service', other: 'services' }}
        filtered={isFiltered(query)}
        onClearFilters={clear}
        onPage={(page) => update({ page })}
        getKey={(service) => service.id}
        renderItem={(service, { priority }) => (
          <ServiceCard service={service} priority={priority} />
        )}
      />
    </div>
  );
}
