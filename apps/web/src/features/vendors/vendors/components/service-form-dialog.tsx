import type { VendorService } from '@karamu/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ServiceForm } from './service-form';

/** A new service for `vendor`, in a dialog over the list it joins. */
export function ServiceFormDialog({
  vendor,
  open,
  onOpenChange,
  onSaved,
}: {
  vendor: { id: string; currency: string; businessName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (service: VendorService) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New service</DialogTitle>
            <DialogDescription>
              One thing {vendor.businessName} offers, with its price.
            </DialogDescription>
          </DialogHeader>
          <ServiceForm
            vendor={vendor}
            onSaved={(service) => {
              onOpenChange(false);
              onSaved?.(service);
            }}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
