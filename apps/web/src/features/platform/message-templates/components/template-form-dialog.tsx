import type { AudienceName, MessageTemplate } from '@karamu/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TemplateForm } from './template-form';

export type TemplateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template to edit; a new one without it. */
  template?: MessageTemplate;
  /** Whom a new template speaks to until the user picks: the dashboard's audience. */
  defaultAudience?: AudienceName;
  onSaved?: (template: MessageTemplate) => void;
};

export function TemplateFormDialog({
  open,
  onOpenChange,
  template,
  defaultAudience,
  onSaved,
}: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-5xl">
        <DialogHeader>
          <DialogTitle>{template ? `Edit template ${template.name}` : 'New template'}</DialogTitle>
          <DialogDescription>
            The text every recipient gets, with placeholders filled in for each of them.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <TemplateForm
            template={template}
            defaultAudience={defaultAudience}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
