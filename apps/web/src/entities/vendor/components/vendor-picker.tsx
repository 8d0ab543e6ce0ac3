import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { VendorPicker as Picker } from '../hooks/use-vendor-picker';

/** The vendor a page is about, when the user has more than one (nothing otherwise). */
export function VendorPicker({ picker }: { picker: Picker }) {
  const id = useId();
  const list = picker.vendors.data ?? [];
  if (list.length < 2 || !picker.vendor) return null;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <Label htmlFor={id}>Vendor</Label>
      <NativeSelect
        id={id}
        value={picker.vendor.id}
        onChange={(event) => picker.choose(event.target.value)}
        className="w-64"
      >
        {list.map((vendor) => (
          <option key={vendor.id} value={vendor.id}>
            {vendor.businessName}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
