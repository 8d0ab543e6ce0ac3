import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import type { FilterChoice } from './types';

type OptionFilterProps = {
  label: string;
  options: readonly FilterChoice[];
  multiple?: boolean;
  selected: readonly string[];
  onChange: (values: string[]) => void;
};

const ANY = '';

function describeSelection(options: readonly FilterChoice[], selected: readonly string[]) {
  if (selected.length === 0) return undefined;
  if (selected.length > 1) return `${selected.length} selected`;
  return options.find((option) => option.value === selected[0])?.label ?? selected[0];
}

/** A menu of a field's values: one of them, or any number with `multiple`. */
export function OptionFilter({ label, options, multiple, selected, onChange }: OptionFilterProps) {
  const summary = describeSelection(options, selected);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className={cn(summary && 'border-primary')}>
          {summary ? `${label}: ${summary}` : label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label={label}>
        {multiple ? (
          <>
            {options.map((option) => (
              <DropdownMenuCheckboxItem
                key={option.value}
                checked={selected.includes(option.value)}
                // Keeps the menu open for the next choice.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) =>
                  onChange(
                    checked
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value),
                  )
                }
              >
                {option.label}
              </DropdownMenuCheckboxItem>
            ))}
            {selected.length > 0 && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => onChange([])}>Clear</DropdownMenuItem>
              </>
            )}
          </>
        ) : (
          <DropdownMenuRadioGroup
            value={selected[0] ?? ANY}
            onValueChange={(value) => onChange(value === ANY ? [] : [value])}
          >
            <DropdownMenuRadioItem value={ANY}>Any</DropdownMenuRadioItem>
            {options.map((option) => (
              <DropdownMenuRadioItem key={option.value} value={option.value}>
                {option.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
