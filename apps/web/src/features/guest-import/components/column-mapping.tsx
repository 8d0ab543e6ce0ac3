import {
  GUEST_IMPORT_FIELD_LABELS,
  GUEST_IMPORT_FIELDS,
  type GuestImportField,
  type GuestImportMapping,
} from '@karamu/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

const HINTS: Partial<Record<GuestImportField, string>> = {
  name: 'Required',
  phone: 'Mobile numbers; written without + they are read in the event’s country',
  cardType: 'single, double or family',
  admissions: 'How many people the card admits',
  rsvpStatus: 'pending, accepted or declined',
};

export type ColumnMappingProps = {
  columns: readonly string[];
  sampleRows: readonly (readonly string[])[];
  mapping: GuestImportMapping;
  onChange: (mapping: GuestImportMapping) => void;
  disabled?: boolean;
};

/** One select per guest field, pre-filled from the server's guess; each lists the file's columns. */
export function ColumnMapping({
  columns,
  sampleRows,
  mapping,
  onChange,
  disabled,
}: ColumnMappingProps) {
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
      {GUEST_IMPORT_FIELDS.map((field) => {
        const id = `mapping-${field}`;
        const chosen = mapping[field] ?? '';
        const sample = sampleOf(chosen);
        return (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={id}>
              {GUEST_IMPORT_FIELD_LABELS[field]}
              {HINTS[field] && (
                <span className="ml-2 font-normal text-muted-foreground">{HINTS[field]}</span>
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
