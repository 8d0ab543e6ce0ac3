-- The glossary's name for money paid against a budget item: a rename in place (no rows move,
-- no index is rebuilt, no constraint checked again), so the names match a fresh schema's.
ALTER TABLE "supplier_payments" RENAME TO "budget_item_payments";--> statement-breakpoint
ALTER TABLE "budget_item_payments" RENAME CONSTRAINT "supplier_payments_pkey" TO "budget_item_payments_pkey";--> statement-breakpoint
ALTER TABLE "budget_item_payments" RENAME CONSTRAINT "supplier_payments_amount_check" TO "budget_item_payments_amount_check";--> statement-breakpoint
ALTER TABLE "budget_item_payments" RENAME CONSTRAINT "supplier_payments_method_check" TO "budget_item_payments_method_check";--> statement-breakpoint
ALTER TABLE "budget_item_payments" RENAME CONSTRAINT "supplier_payments_item_id_budget_items_id_fk" TO "budget_item_payments_item_id_budget_items_id_fk";--> statement-breakpoint
ALTER TABLE "budget_item_payments" RENAME CONSTRAINT "supplier_payments_created_by_users_id_fk" TO "budget_item_payments_created_by_users_id_fk";--> statement-breakpoint
ALTER INDEX "supplier_payments_item_idx" RENAME TO "budget_item_payments_item_idx";
