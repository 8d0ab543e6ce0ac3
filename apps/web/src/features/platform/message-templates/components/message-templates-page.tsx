import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AUDIENCES,
  formatDisplayDate,
  hasPrivilege,
  heldPrivileges,
  MESSAGE_CHANNELS,
  meetsRequirement,
  type MessageTemplate,
} from '@karamu/shared';
import type { DataTableColumn, DataTableFilter } from '@/components/data-table';
import { EditableRecordsTable } from '@/components/editable-records-table';
import { Badge } from '@/components/ui/badge';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/entities/session';
import { AUDIENCE_FILTER, TEMPLATE_PARAM, useDashboardAudience } from '@/entities/messaging';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readReturnPath, returnWith, withReturnPath } from '@/lib/return-path';
import { MESSAGE_TEMPLATES_ENDPOINT, messageTemplateKeys } from '../api/get-message-templates';
import { CHANNEL_LABELS } from '../lib/channel-labels';
import { TEMPLATE_PAGE_REQUIREMENT } from '../lib/template-page';
import { useDeleteMessageTemplate } from '../api/delete-message-template';
import { TemplateFormDialog } from './template-form-dialog';
import { BackToSending } from './back-to-sending';

const NOUN = { one: 'template', other: 'templates' };

const placeholderList = (template: MessageTemplate) =>
  template.placeholders.map((name) => `{${name}}`).join(', ');

function columnsFor(mayMap: boolean): DataTableColumn<MessageTemplate>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      // Relative: the same page serves the events and the pledges dashboards.
      cell: (template) =>
        mayMap ? (
          <Link to={template.id} className="font-medium underline-offset-4 hover:underline">
            {template.name}
          </Link>
        ) : (
          <span className="font-medium">{template.name}</span>
        ),
      csv: (template) => template.name,
    },
    {
      id: 'channel',
      header: 'Channel',
      sortable: true,
      cell: (template) => <Badge variant="secondary">{CHANNEL_LABELS[template.channel]}</Badge>,
      csv: (template) => template.channel,
    },
    {
      id: 'audience',
      header: 'To',
      sortable: true,
      hideable: true,
      cell: (template) => AUDIENCES[template.audience].label,
      csv: (template) => template.audience,
    },
    {
      id: 'placeholders',
      header: 'Placeholders',
      hideable: true,
      className: 'min-w-48',
      cell: (template) =>
        template.placeholders.length > 0 ? (
          <span className="font-mono text-xs">{placeholderList(template)}</span>
        ) : (
          <span className="text-muted-foreground">None</span>
        ),
      csv: placeholderList,
    },
    {
      id: 'updated',
      header: 'Changed',
      sortable: true,
      hideable: true,
      cell: (template) => formatDisplayDate(template.updated),
      csv: (template) => template.updated,
    },
    {
      id: 'createdBy',
      header: 'Created by',
      hideable: true,
      defaultHidden: true,
      cell: (template) => template.createdBy ?? '',
      csv: (template) => template.createdBy,
    },
  ];
}

const filters: readonly DataTableFilter[] = [
  {
    kind: 'options',
    field: 'channel',
    label: 'Channel',
    options: MESSAGE_CHANNELS.map((channel) => ({
      value: channel,
      label: CHANNEL_LABELS[channel],
    })),
  },
  AUDIENCE_FILTER,
  { kind: 'date-range', field: 'updated', label: 'Changed' },
];

/** `templates`: the message templates, and creating, editing and deleting them. */
export function MessageTemplatesPage() {
  useDocumentTitle('Templates');
  const held = heldPrivileges(useCurrentUser());
  const navigate = useNavigate();
  const may = {
    add: hasPrivilege(held, 'ADD_TEMPLATES'),
    update: hasPrivilege(held, 'UPDATE_TEMPLATES'),
    delete: hasPrivilege(held, 'DELETE_TEMPLATES'),
    map: meetsRequirement(held, TEMPLATE_PAGE_REQUIREMENT),
  };
  const deleteTemplate = useDeleteMessageTemplate();
  const defaultAudience = useDashboardAudience();
  /** Came to write the template a send lacks: it goes back there with the new one chosen. */
  const back = readReturnPath(useSearchParams()[0]);

  /** A new template with placeholders goes straight to mapping them: it cannot be sent before. */
  const afterSave = (saved: MessageTemplate, created: boolean) => {
    if (!created) return;
    if (may.map && saved.placeholders.length > 0) {
      void navigate(back ? withReturnPath(saved.id, back) : saved.id);
    } else if (back) {
      void navigate(returnWith(back, TEMPLATE_PARAM, saved.id));
    }
  };

  return (
    <div className="grid min-w-0 gap-4">
      {back && <BackToSending to={back} />}
      <EditableRecordsTable<MessageTemplate>
        may={may}
        newLabel="New template"
        title="Templates"
        label="Templates"
        noun={NOUN}
        queryKey={messageTemplateKeys.lists()}
        endpoint={MESSAGE_TEMPLATES_ENDPOINT}
        columns={columnsFor(may.map)}
        filters={filters}
        searchConfig={{ searchFields: ['name'] }}
        moreRowActions={
          may.map
            ? (template) => (
                <DropdownMenuItem asChild>
                  <Link to={template.id}>Map placeholders</Link>
                </DropdownMenuItem>
              )
            : undefined
        }
        form={({ record, ...dialog }) => (
          <TemplateFormDialog
            {...dialog}
            template={record}
            defaultAudience={defaultAudience}
            onSaved={(saved) => afterSave(saved, record === undefined)}
          />
        )}
        deletion={{
          noun: 'template',
          consequence: 'Messages already sent with it stay in the messages list.',
          remove: deleteTemplate,
        }}
      />
    </div>
  );
}
