import { useState } from 'react';
import { Check } from 'lucide-react';
import type { EventTemplate } from '@karamu/shared';
import { cn } from '@/lib/utils';
import { useGalleryTemplates } from '../api/get-event-templates';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { TemplateCard } from './template-card';
import { TemplateFilters } from './template-filters';
import { TemplateGrid } from './template-grid';

export type TemplatePickerProps = {
  /** The chosen design's id. */
  value: string | null;
  onChange: (template: EventTemplate) => void;
  /** The radio group's name, unique on the page. */
  name: string;
};

/**
 * The gallery as a choice: one radio button per design (arrow keys move between them),
 * with the same search and category chips as the public gallery.
 */
export function TemplatePicker({ value, onChange, name }: TemplatePickerProps) {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(search.trim());
  const query = useGalleryTemplates({ search: settledSearch, categoryId });

  return (
    <div className="grid gap-4">
      <TemplateFilters
        search={search}
        onSearchChange={setSearch}
        categoryId={categoryId}
        onCategoryChange={setCategoryId}
      />
      <TemplateGrid
        label="Designs to choose from"
        query={query}
        filtered={settledSearch !== '' || categoryId !== null}
        onClearFilters={() => {
          setSearch('');
          setCategoryId(null);
        }}
        renderItem={(template, { priority }) => {
          const chosen = template.id === value;
          return (
            <TemplateCard
              template={template}
              priority={priority}
              selected={chosen}
              action={
                <label
                  className={cn(
                    'relative flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                    chosen
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={template.id}
                    checked={chosen}
                    onChange={() => onChange(template)}
                    // Covers the whole button, unseen: a tap anywhere on it is a tap on the radio.
                    className="absolute inset-0 size-full cursor-pointer opacity-0"
                  />
                  {chosen && <Check aria-hidden="true" className="size-4" />}
                  {/* The radio is named after the design; its state says whether it is chosen. */}
                  <span aria-hidden="true">{chosen ? 'Chosen' : 'Choose'}</span>
                  <span className="sr-only">{template.name}</span>
                </label>
              }
            />
          );
        }}
      />
    </div>
  );
}
