import { useState } from 'react';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2, Wallet, X } from 'lucide-react';
import {
  BUDGET_ITEM_PAYMENT_METHOD_LABELS,
  type BudgetItem,
  type BudgetItemPayment,
} from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/get-error-message';
import { useDeleteBudgetItem, useDeleteBudgetItemPayment } from '../api/budget-writes';
import { useBudgetItems } from '../api/get-budget';
import { categoryLabel, formatDay, isOverdue, money } from '../lib/budget-figures';
import { BudgetItemDialog } from './budget-item-dialog';
import { BudgetItemPaymentDialog } from './budget-item-payment-dialog';

export type BudgetItemsMay = { add: boolean; update: boolean; delete: boolean };

/** The budget's items with their payments: add, edit, delete, record and remove payments. */
export function BudgetItems({
  eventId,
  currency,
  may,
}: {
  eventId: string;
  currency: string;
  may: BudgetItemsMay;
}) {
  const items = useBudgetItems(eventId);
  const removeItem = useDeleteBudgetItem(eventId);
  const removePayment = useDeleteBudgetItemPayment(eventId);
  const [adding, setAdding] = useState(false);
  // By id: the form is handed the item as the list has it now (its refetch after a refused
  // save is the version the form offers to load).
  const [editingId, setEditingId] = useState<string>();
  const editing = items.data?.find((item) => item.id === editingId);
  const [paying, setPaying] = useState<BudgetItem>();
  const [deleting, setDeleting] = useState<BudgetItem>();
  const [unpaying, setUnpaying] = useState<{ item: BudgetItem; payment: BudgetItemPayment }>();

  const confirmDelete = () => {
    if (!deleting) return;
    removeItem.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`${deleting.name} deleted`);
        setDeleting(undefined);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };
  const confirmUnpay = () => {
    if (!unpaying) return;
    removePayment.mutate(
      { itemId: unpaying.item.id, paymentId: unpaying.payment.id },
      {
        onSuccess: () => {
          toast.success('Payment removed');
          setUnpaying(undefined);
        },
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  return (
    <section aria-labelledby="budget-items-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="budget-items-title" className="font-semibold">
          Items
        </h3>
        {may.add && (
          <Button onClick={() => setAdding(true)} className="print:hidden">
            <Plus aria-hidden="true" />
            Add item
          </Button>
        )}
      </div>

      {items.isPending ? (
        <div role="status" aria-label="Loading budget items" className="grid gap-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : items.isError ? (
        <LoadFailed
          what="the budget items"
          error={items.error}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : items.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          No items yet.{may.add ? ' Add the venue, the catering and the other costs.' : ''}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label="Budget items">
          {items.data.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              currency={currency}
              may={may}
              onPay={() => setPaying(item)}
              onEdit={() => setEditingId(item.id)}
              onDelete={() => setDeleting(item)}
              onUnpay={(payment) => setUnpaying({ item, payment })}
            />
          ))}
        </ul>
      )}

      {may.add && (
        <BudgetItemDialog
          eventId={eventId}
          currency={currency}
          open={adding}
          onOpenChange={setAdding}
        />
      )}
      {may.update && (
        <>
          <BudgetItemDialog
            eventId={eventId}
            currency={currency}
            item={editing}
            open={!!editing}
            onOpenChange={(open) => !open && setEditingId(undefined)}
          />
          <BudgetItemPaymentDialog
            eventId={eventId}
            currency={currency}
            item={paying}
            onClose={() => setPaying(undefined)}
          />
          <ConfirmDialog
            open={!!unpaying}
            onOpenChange={(open) => !open && setUnpaying(undefined)}
            title="Remove this payment?"
            description={
              unpaying &&
              `${money(unpaying.payment.amountMinor, currency)} paid on ${formatDay(unpaying.payment.paidOn)} for ${unpaying.item.name} will no longer count as paid.`
            }
            confirmLabel="Remove payment"
            pending={removePayment.isPending}
            onConfirm={confirmUnpay}
          />
        </>
      )}
      {may.delete && (
        <ConfirmDialog
          open={!!deleting}
          onOpenChange={(open) => !open && setDeleting(undefined)}
          title={deleting ? `Delete ${deleting.name}?` : 'Delete item?'}
          description="The item and every payment recorded for it are removed from the budget."
          confirmLabel="Delete item"
          pending={removeItem.isPending}
          onConfirm={confirmDelete}
        />
      )}
    </section>
  );
}

function ItemCard({
  item,
  currency,
  may,
  onPay,
  onEdit,
  onDelete,
  onUnpay,
}: {
  item: BudgetItem;
  currency: string;
  may: BudgetItemsMay;
  onPay: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onUnpay: (payment: BudgetItemPayment) => void;
}) {
  const overdue = isOverdue(item);
  const headingId = `budget-item-${item.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border p-3 print:break-inside-avoid print:border-black"
    >
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h4 id={headingId} className="font-medium break-words">
            {item.name}
          </h4>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{categoryLabel(item.category)}</Badge>
            {item.vendorName && (
              <span className="break-words">
                {item.vendorName}
                {item.serviceTitle ? ` · ${item.serviceTitle}` : ''}
              </span>
            )}
          </p>
        </div>
        {(may.update || may.delete) && (
          <div
            className="flex flex-wrap gap-1 print:hidden"
            role="group"
            aria-label={`Actions for ${item.name}`}
          >
            {may.update && (
              <>
                <Button size="sm" variant="outline" onClick={onPay}>
                  <Wallet aria-hidden="true" />
                  Record payment
                </Button>
                <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${item.name}`}>
                  <Pencil aria-hidden="true" />
                </Button>
              </>
            )}
            {may.delete && (
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={onDelete}
                aria-label={`Delete ${item.name}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Amount label="Estimated" value={money(item.estimatedMinor, currency)} />
        <Amount
          label="Actual"
          value={item.actualMinor === null ? 'Not known yet' : money(item.actualMinor, currency)}
        />
        <Amount label="Paid" value={money(item.paidMinor, currency)} />
        <Amount label="Still due" value={money(item.dueMinor, currency)} />
      </dl>
      {item.dueOn && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>Due {formatDay(item.dueOn)}</span>
          {overdue && <Badge variant="destructive">Overdue</Badge>}
        </p>
      )}
      {item.notes && <p className="text-sm break-words whitespace-pre-line">{item.notes}</p>}
      {item.payments.length > 0 && (
        <div className="grid gap-1">
          <h5 className="text-sm font-medium">Payments to the vendor</h5>
          <ul className="grid gap-1 text-sm">
            {item.payments.map((payment) => (
              <li key={payment.id} className="flex min-w-0 flex-wrap items-center gap-x-2">
                <span className="tabular-nums">{formatDay(payment.paidOn)}</span>
                <span className="font-medium tabular-nums">
                  {money(payment.amountMinor, currency)}
                </span>
                <span className="text-muted-foreground">
                  {BUDGET_ITEM_PAYMENT_METHOD_LABELS[payment.method]}
                  {payment.note ? ` · ${payment.note}` : ''}
                </span>
                {may.update && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="h-7 px-2 print:hidden"
                    onClick={() => onUnpay(payment)}
                    aria-label={`Remove the payment of ${money(payment.amountMinor, currency)} on ${formatDay(payment.paidOn)}`}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function Amount({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums break-words">{value}</dd>
    </div>
  );
}
