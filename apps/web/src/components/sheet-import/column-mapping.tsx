import type { ColumnMapping } from '@karamu/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export type ColumnMappingProps<F extends string> = {
  /** The import's fields, in the order the selects show them. */
  fields: readonly F[];
  labels: Readonly<Record<F, string>>;
  hints: Partial<Record<F, string>>;
  columns: readonly string[];
  sampleRows: readonly (readonly string[])[];
  mapping: ColumnMapping<F>;
  onChange: (mapping: ColumnMapping<F>) => void;
  disabled?: boolean;
};

/** One select per field of the import, pre-filled from the server's guess; each lists the file's columns. */
export function ColumnMappingFields<F extends string>({
  fields,
  labels,
  hints,
  columns,
  sampleRows,
  mapping,
  onChange,
  disabled,
}: ColumnMappingProps<F>) {
  const sampleOf = (column: string | null | undefined) => {
    if (!column) return '';
    const index = columns.indexOf(column);
    return sampleRows
      .map((row) => row[index] ?? '')
      .filter((cell) => cell.trim() !== '')
      .slice(0, 3)
      .join(', ');
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => {
        const id = `mapping-${field}`;
        const chosen = mapping[field] ?? '';
        const sample = sampleOf(chosen);
        return (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={id}>
              {labels[field]}
              {hints[field] && (
                <span className="ml-2 font-normal text-muted-foreground">{hints[field]}</span>
              )}
            </Label>
            <NativeSelect
              id={id}
              value={chosen}
              disabled={disabled}
              onChange={(event) =>
                onChange({
                  ...mapping,
                  [field]: event.target.value === '' ? null : event.target.value,
                })
              }
            >
              <option value="">Do not import</option>
              {columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </NativeSelect>
            <p className="min-h-5 truncate text-xs text-muted-foreground" title={sample}>
              {sample && `e.g. ${sample}`}
            </p>
          </div>
        );
      })}
    </div>
  );
}
