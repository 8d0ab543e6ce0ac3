import { useDocumentTitle } from '@/hooks/use-document-title';
import { EventTemplatesGallery } from './event-templates-gallery';

/** `/event-templates`: the public gallery of invitation designs. */
export function EventTemplatesPage() {
  useDocumentTitle('Event templates');
  return (
    <section aria-labelledby="event-templates-title" className="grid gap-6 py-2">
      <div className="grid max-w-3xl gap-2">
        <h1
          id="event-templates-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Event templates
        </h1>
        <p className="text-muted-foreground">
          Invitation designs for weddings, send-offs, kitchen parties, birthdays, memorials and
          company events. Pick one to start your event: it is free, and you can change everything
          later.
        </p>
      </div>
      <EventTemplatesGallery />
    </section>
  );
}
