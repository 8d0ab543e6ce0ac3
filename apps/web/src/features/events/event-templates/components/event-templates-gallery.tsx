import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  useGalleryTemplates,
  TemplateCard,
  TemplateFilters,
  TemplateGrid,
} from '@/entities/event-template';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** Where "Use this design" leads: the create-event flow with the design chosen. */
const createEventPath = (templateId: string) =>
  `/create-event?${new URLSearchParams({ template: templateId }).toString()}`;

/**
 * The published designs with search and category chips; the view lives in the URL
 * (`?q=&category=`) so it can be shared and survives going back.
 */
export function EventTemplatesGallery() {
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category');
  const [search, setSearch] = useState(() => params.get('q') ?? '');
  const settledSearch = useDebouncedValue(search.trim());
  const query = useGalleryTemplates({ search: settledSearch, categoryId });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <TemplateFilters
        search={search}
        onSearchChange={(text) => {
          setSearch(text);
          update({ q: text.trim() || null });
        }}
        categoryId={categoryId}
        onCategoryChange={(id) => update({ category: id })}
      />
      <TemplateGrid
        label="Designs"
        query={query}
        filtered={settledSearch !== '' || categoryId !== null}
        onClearFilters={() => {
          setSearch('');
          update({ q: null, category: null });
        }}
        renderItem={(template, { priority }) => (
          <TemplateCard
            template={template}
            priority={priority}
            // The gallery's cards sit right under the page's title.
            headingLevel={2}
            action={
              <Button asChild size="sm" className="w-full">
                {/* Named after the design too: a list of "Use this design" links says nothing. */}
                <Link
                  to={createEventPath(template.id)}
                  aria-label={`Use this design: ${template.name}`}
                >
                  Use this design
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          />
        )}
      />
    </div>
  );
}
