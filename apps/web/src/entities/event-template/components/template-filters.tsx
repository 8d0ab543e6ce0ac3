import { useId } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { useEventCategories } from '@/entities/category';

export type TemplateFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  categoryId: string | null;
  onCategoryChange: (categoryId: string | null) => void;
};

const chip = (pressed: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    pressed
      ? 'border-primary bg-primary text-primary-foreground'
      : 'bg-background hover:bg-accent hover:text-accent-foreground',
  );

/** A search box and one chip per event category ("All" clears the category). */
export function TemplateFilters({
  search,
  onSearchChange,
  categoryId,
  onCategoryChange,
}: TemplateFiltersProps) {
  const id = useId();
  const categories = useEventCategories();
  return (
    <div className="grid gap-3">
      <div className="grid max-w-md gap-2">
        <Label htmlFor={`${id}-search`}>Search designs</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Roses, gold, balloons…"
            autoComplete="off"
            className="pl-9"
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div
        role="group"
        aria-label="Categories"
        // Scrolls sideways on a phone instead of wrapping into many rows.
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <button
          type="button"
          aria-pressed={categoryId === null}
          className={chip(categoryId === null)}
          onClick={() => onCategoryChange(null)}
        >
          All
        </button>
        {categories.data?.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={categoryId === category.id}
            className={chip(categoryId === category.id)}
            onClick={() => onCategoryChange(categoryId === category.id ? null : category.id)}
          >
            {category.name}
          </button>
        ))}
      </div>
    </div>
  );
}
