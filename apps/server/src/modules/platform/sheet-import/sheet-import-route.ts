/**
 * The import route every sheet import declares (`POST .../:id/guests/import`,
 * `.../:id/members/import`): the file as the raw body, the options in the query string, a
 * dry run answering the preview and a real import its report, or the 400 that lists the
 * rows' problems. What an import previews and writes is the module's own.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHEET_IMPORT_MAX_BYTES } from '@karamu/shared';
import type { Db } from '../../../db/client';
import { actorOf, type Actor, type RouteAccess } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { SheetImportRefused } from './check-sheet';
import { acceptSheetUploads, refuseOversizedSheet, uploadedSheet } from './sheet-upload';
import type { SheetWords } from './sniff-file';

type ImportStep<Options, Answer> = (
  db: Db,
  actor: Actor,
  id: string,
  input: { file: Buffer; options: Options },
) => Promise<Answer>;

export type SheetImportRoute<Options extends { dryRun: boolean }> = {
  url: string;
  access: RouteAccess;
  tags: string[];
  summary: string;
  words: SheetWords;
  querystring: z.ZodType<Options>;
  previewSchema: z.ZodType;
  reportSchema: z.ZodType;
  /** The 400 of refused rows (sheetImportRefusalSchema of the import's fields). */
  refusalSchema: z.ZodObject<{ message: z.ZodString; problems: z.ZodType }>;
  preview: ImportStep<Options, unknown>;
  /** Refuses with SheetImportRefused when rows have problems and the options say refuse. */
  run: ImportStep<Options, unknown>;
};

export async function registerSheetImportRoute<Options extends { dryRun: boolean }>(
  app: FastifyInstance,
  db: Db,
  route: SheetImportRoute<Options>,
): Promise<void> {
  // The raw-body parsers and the larger body limit apply to the import route only.
  await app.register(async (upload) => {
    acceptSheetUploads(upload);

    upload.withTypeProvider<ZodTypeProvider>().post(
      route.url,
      {
        config: { access: route.access },
        bodyLimit: SHEET_IMPORT_MAX_BYTES,
        schema: {
          tags: route.tags,
          summary: route.summary,
          params: idParamsSchema,
          querystring: route.querystring,
          response: {
            200: z.union([route.previewSchema, route.reportSchema]),
            400: route.refusalSchema.partial({ problems: true }).loose(),
          },
        },
        // Before the body is read (after the access hook): an oversized upload is refused
        // by its declared length.
        preParsing: refuseOversizedSheet(route.words),
      },
      async (request, reply) => {
        const actor = actorOf(request);
        // Generic over the import, so the options are cast to what `querystring` has checked.
        const options = request.query as Options;
        const input = { file: uploadedSheet(request.body, route.words), options };
        if (options.dryRun) return route.preview(db, actor, request.params.id, input);
        try {
          return await route.run(db, actor, request.params.id, input);
        } catch (error) {
          if (!(error instanceof SheetImportRefused)) throw error;
          const { message, problems } = error;
          return reply.status(400).send({ message, problems });
        }
      },
    );
  });
}
