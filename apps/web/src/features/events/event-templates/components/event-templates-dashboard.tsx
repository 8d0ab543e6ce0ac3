import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import {
  formatDisplayDate,
  hasPrivilege,
  heldPrivileges,
  type EventTemplate,
} from '@karamu/shared';
import {
  runOnEach,
  type DataTableBulkAction,
  type DataTableColumn,
  type DataTableFilter,
} from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { EditableRecordsTable } from '@/components/editable-records-table';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { useEventCategories } from '@/entities/category';
import {
  EVENT_TEMPLATES_ENDPOINT,
  eventTemplateKeys,
  getArtworkUrl,
} from '@/entities/event-template';
import { updateEventTemplate } from '../api/update-event-template';
import { deleteEventTemplate, useDeleteEventTemplate } from '../api/delete-event-template';
import { EventTemplatesGallery } from './event-templates-gallery';
import { TemplateFormDialog } from './template-form-dialog';

const NOUN = { one: 'design', other: 'designs' };

const columns: readonly DataTableColumn<EventTemplate>[] = [
  {
    id: 'artwork',
    header: 'Preview',
    className: 'w-20',
    cell: (template) => (
      <img
        src={getArtworkUrl(template)}
        alt=""
        loading="lazy"
        width={40}
        height={56}
        className="aspect-[5/7] w-10 rounded-sm border object-cover"
      />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    cell: (template) => <span className="font-medium">{template.name}</span>,
    csv: (template) => template.name,
  },
  {
    id: 'categoryName',
    header: 'Category',
    sortable: true,
    cell: (template) =>
      template.categoryName ?? <span className="text-muted-foreground">None</span>,
    csv: (template) => template.categoryName,
  },
  {
    id: 'published',
    header: 'Gallery',
    sortable: true,
    cell: (template) =>
      template.published ? <Badge>Published</Badge> : <Badge variant="outline">Hidden</Badge>,
    csv: (template) => (template.published ? 'published' : 'hidden'),
  },
  {
    id: 'description',
    header: 'Description',
    hideable: true,
    defaultHidden: true,
    className: 'min-w-48',
    cell: (template) => template.description ?? '',
    csv: (template) => template.description,
  },
  {
    id: 'updated',
    header: 'Updated',
    sortable: true,
    hideable: true,
    cell: (template) => formatDisplayDate(template.updated),
    csv: (template) => template.updated,
  },
];

/**
 * `event-templates` in the events dashboard ("always"): holders of the EVENT_TEMPLATES
 * privileges manage the designs in a table, hidden ones included; everyone else browses
 * the gallery as visitors see it.
 */
export function EventTemplatesDashboardPage() {
  useDocumentTitle('Event templates');
  const held = heldPrivileges(useCurrentUser());
  const mayRead = hasPrivilege(held, 'READ_EVENT_TEMPLATES');
  const mayAdd = hasPrivilege(held, 'ADD_EVENT_TEMPLATES');
  const mayUpdate = hasPrivilege(held, 'UPDATE_EVENT_TEMPLATES');
  const mayDelete = hasPrivilege(held, 'DELETE_EVENT_TEMPLATES');
  const manages = mayRead || mayAdd || mayUpdate || mayDelete;

  return (
    <section aria-labelledby="event-templates-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1
          id="event-templates-title"
          className="text-2xl font-semibold tracking-tight sm:text-3xl"
        >
          Event templates
        </h1>
        {manages && (
          <Button asChild variant="outline" size="sm">
            <Link to="/event-templates">
              <ExternalLink aria-hidden="true" />
              Public gallery
            </Link>
          </Button>
        )}
      </div>
      {manages ? (
        <TemplatesTable mayAdd={mayAdd} mayUpdate={mayUpdate} mayDelete={mayDelete} />
      ) : (
        <>
          <p className="text-muted-foreground">
            The invitation designs an event can start from. Choose one to create a new event.
          </p>
          <EventTemplatesGallery />
        </>
      )}
    </section>
  );
}

function TemplatesTable({
  mayAdd,
  mayUpdate,
  mayDelete,
}: {
  mayAdd: boolean;
  mayUpdate: boolean;
  mayDelete: boolean;
}) {
  const queryClient = useQueryClient();
  const categories = useEventCategories();
  const deleteTemplate = useDeleteEventTemplate();

  const filters: readonly DataTableFilter[] = [
    {
      kind: 'options',
      field: 'published',
      label: 'Gallery',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Hidden' },
      ],
    },
    {
      kind: 'options',
      field: 'categoryId',
      label: 'Category',
      multiple: true,
      options: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    { kind: 'date-range', field: 'updated', label: 'Updated' },
  ];

  /** Runs `action` on each design, then refetches the designs. */
  const runOnEachDesign = (
    templates: EventTemplate[],
    action: (template: EventTemplate) => Promise<unknown>,
    done: string,
  ) =>
    runOnEach(templates, action, {
      refresh: () => queryClient.invalidateQueries({ queryKey: eventTemplateKeys.all }),
      succeeded: (count) => `${count} ${count === 1 ? 'design' : 'designs'} ${done}`,
      failed: 'failed',
    });

  const setPublished = (template: EventTemplate, published: boolean) =>
    updateEventTemplate({ id: template.id, input: { published, version: template.version } });

  async function togglePublished(template: EventTemplate) {
    try {
      await setPublished(template, !template.published);
      toast.success(
        `${template.name} ${template.published ? 'hidden from' : 'published in'} the gallery`,
      );
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: eventTemplateKeys.all });
    }
  }

  const bulkActions: DataTableBulkAction<EventTemplate>[] = [
    ...(mayUpdate
      ? [
          {
            label: 'Publish',
            run: (rows: EventTemplate[]) =>
              runOnEachDesign(rows, (t) => setPublished(t, true), 'published'),
          },
          {
            label: 'Hide',
            run: (rows: EventTemplate[]) =>
              runOnEachDesign(rows, (t) => setPublished(t, false), 'hidden'),
          },
        ]
      : []),
    ...(mayDelete
      ? [
          {
            label: 'Delete',
            destructive: true,
            run: (rows: EventTemplate[]) =>
              runOnEachDesign(rows, (t) => deleteEventTemplate(t.id), 'deleted'),
          },
        ]
      : []),
  ];

  return (
    <EditableRecordsTable<EventTemplate>
      may={{ add: mayAdd, update: mayUpdate, delete: mayDelete }}
      newLabel="New design"
      label="Event templates"
      noun={NOUN}
      queryKey={eventTemplateKeys.lists()}
      endpoint={EVENT_TEMPLATES_ENDPOINT}
      columns={columns}
      filters={filters}
      searchConfig={{ searchFields: ['name', 'description'] }}
      bulkActions={bulkActions}
      exportFileName="event-templates"
      moreRowActions={
        mayUpdate
          ? (template) => (
              <DropdownMenuItem onSelect={() => void togglePublished(template)}>
                {template.published ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {template.published ? 'Hide from the gallery' : 'Publish'}
              </DropdownMenuItem>
            )
          : undefined
      }
      form={({ record, ...dialog }) => <TemplateFormDialog {...dialog} template={record} />}
      deletion={{
        noun: 'design',
        consequence:
          'Events made from it keep all their details. To take it out of the gallery for now, unpublish it instead.',
        remove: deleteTemplate,
      }}
    />
  );
}
