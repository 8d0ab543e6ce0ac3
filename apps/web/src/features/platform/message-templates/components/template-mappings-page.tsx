import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isAxiosError } from '@/lib/http-errors';
import { ArrowLeft, Pencil, TriangleAlert } from 'lucide-react';
import { AUDIENCES, hasPrivilege, heldPrivileges } from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TEMPLATE_PARAM } from '@/entities/messaging';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { readReturnPath, returnWith } from '@/lib/return-path';
import { useMessageTemplate } from '../api/get-message-template';
import { useTemplateMappings } from '../api/get-template-mappings';
import { CHANNEL_LABELS } from '../lib/channel-labels';
import { BackToSending } from './back-to-sending';
import { TemplateFormDialog } from './template-form-dialog';
import { TemplateMappingsForm } from './template-mappings-form';

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isAxiosError(error) && error.response?.status === 404;
  return (
    <Alert role="alert" variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>
        {missing ? 'We could not find this template' : 'We could not load this template'}
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{missing ? 'It may have been deleted.' : getErrorMessage(error)}</p>
        {!missing && (
          <div>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Retry
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** `templates/:id`: which field fills each of the template's placeholders. */
export function TemplateMappingsPage() {
  const { id = '' } = useParams();
  const held = heldPrivileges(useCurrentUser());
  const template = useMessageTemplate(id);
  const mappings = useTemplateMappings(id);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(template.data?.name ?? 'Template');
  const navigate = useNavigate();
  /** Written for a send: once mapped it can go, so the send gets it back, chosen. */
  const back = readReturnPath(useSearchParams()[0]);

  const failed = template.error ?? mappings.error;
  return (
    <section aria-labelledby="template-title" className="grid min-w-0 gap-4">
      {back && <BackToSending to={back} />}
      <Button asChild variant="link" className="h-auto justify-self-start px-0">
        {/* Relative to the URL: the page serves the events and the pledges dashboards alike. */}
        <Link to=".." relative="path">
          <ArrowLeft aria-hidden="true" />
          Templates
        </Link>
      </Button>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1
          id="template-title"
          className="text-2xl font-semibold tracking-tight break-words sm:text-3xl"
        >
          {template.data?.name ?? 'Template'}
        </h1>
        {template.data && (
          <>
            <Badge variant="secondary">{CHANNEL_LABELS[template.data.channel]}</Badge>
            <span className="text-sm text-muted-foreground">
              To {AUDIENCES[template.data.audience].label.toLowerCase()}
            </span>
            {hasPrivilege(held, 'UPDATE_TEMPLATES') && (
              <Button
                variant="outline"
                size="sm"
                className="ml-auto"
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden="true" />
                Edit text
              </Button>
            )}
          </>
        )}
      </div>
      {failed ? (
        <LoadError
          error={failed}
          onRetry={() => {
            void template.refetch();
            void mappings.refetch();
          }}
        />
      ) : template.data && mappings.data ? (
        <TemplateMappingsForm
          // Saved mappings (or a changed text) come back with a new version: start afresh from them.
          key={`${template.data.version}-${mappings.data.version}`}
          template={template.data}
          mappings={mappings.data}
          onSaved={back ? () => void navigate(returnWith(back, TEMPLATE_PARAM, id)) : undefined}
        />
      ) : (
        <div role="status" aria-label="Loading the template" className="grid gap-3">
          <Skeleton className="h-10 w-full max-w-xl" />
          <Skeleton className="h-10 w-full max-w-xl" />
          <Skeleton className="h-40" />
        </div>
      )}
      {template.data && (
        <TemplateFormDialog open={editing} onOpenChange={setEditing} template={template.data} />
      )}
    </section>
  );
}
