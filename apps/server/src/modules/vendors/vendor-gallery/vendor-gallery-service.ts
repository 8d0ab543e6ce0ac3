/**
 * A vendor's gallery (decision 0038). Every route but the public file acts only on the
 * caller's own vendors (modules/vendors/vendors/owned-vendor.ts): anything else is a 404 and
 * writes nothing. Each write locks the vendor's row first, so two uploads, a reorder and a
 * delete of one gallery take turns and positions stay 0..n-1 without gaps or repeats.
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import {
  VENDOR_LIMITS,
  VENDOR_PHOTO_FIELD,
  vendorPhotoRef,
  type VendorPhoto,
  type VendorPhotoChanges,
  type VendorPhotoOrderInput,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { vendorPhotoFiles, vendorPhotos, vendorServices, vendors } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { mustOwnVendor } from '../vendors';
import { encodeVendorPhoto } from './photo-encoding';

type PhotoRow = typeof vendorPhotos.$inferSelect;

const PHOTO_NOT_FOUND = 'Photo not found';

const toPhoto = (row: PhotoRow): VendorPhoto => ({
  ...vendorPhotoRef(row),
  vendorId: row.vendorId,
  serviceId: row.serviceId,
  position: row.position,
  created: row.createdAt.toISOString(),
});

/** What the audit log keeps of a photo (never its bytes). */
const auditedPhoto = (row: PhotoRow) => ({
  vendorId: row.vendorId,
  serviceId: row.serviceId,
  position: row.position,
  altText: row.altText,
  width: row.width,
  height: row.height,
});

async function countPhotos(db: Db, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vendorPhotos)
    .where(eq(vendorPhotos.vendorId, vendorId));
  return row?.n ?? 0;
}

const galleryFull = () =>
  conflict(`A gallery holds at most ${VENDOR_LIMITS.photos} photos: delete one to add another`, {
    [VENDOR_PHOTO_FIELD]: [`At most ${VENDOR_LIMITS.photos} photos`],
  });

/**
 * Before an upload's body is read: the vendor is the actor's own and its gallery has room,
 * so a refused upload costs neither the transfer nor the decoding.
 */
export async function assertRoomForPhoto(db: Db, actor: Actor, vendorId: string): Promise<void> {
  await mustOwnVendor(db, actor, vendorId);
  if ((await countPhotos(db, vendorId)) >= VENDOR_LIMITS.photos) throw galleryFull();
}

/** Re-encodes the upload (in an upload worker) and adds it at the end of the gallery. */
export async function addVendorPhoto(
  db: Db,
  actor: Actor,
  vendorId: string,
  upload: Buffer,
): Promise<VendorPhoto> {
  const encoded = await encodeVendorPhoto(upload);
  return db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, vendorId, { lock: true });
    // Counted again under the lock: uploads that were decoded side by side.
    const position = await countPhotos(tx, vendorId);
    if (position >= VENDOR_LIMITS.photos) throw galleryFull();
    const [row] = await tx
      .insert(vendorPhotos)
      .values({
        vendorId,
        position,
        width: encoded.width,
        height: encoded.height,
        createdBy: actor.userId,
      })
      .returning();
    const photo = row!;
    await tx.insert(vendorPhotoFiles).values(
      encoded.files.map((file) => ({
        photoId: photo.id,
        variant: file.variant,
        width: file.width,
        height: file.height,
        contentType: file.contentType,
        bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
      })),
    );
    await recordAudit(tx, actor, {
      action: 'create',
      resource: 'vendor_photos',
      recordId: photo.id,
      after: auditedPhoto(photo),
    });
    return toPhoto(photo);
  });
}

export async function listVendorPhotos(
  db: Db,
  actor: Actor,
  vendorId: string,
): Promise<VendorPhoto[]> {
  await mustOwnVendor(db, actor, vendorId);
  const rows = await db
    .select()
    .from(vendorPhotos)
    .where(eq(vendorPhotos.vendorId, vendorId))
    .orderBy(asc(vendorPhotos.position));
  return rows.map(toPhoto);
}

/**
 * The actor's own photo, its vendor's row locked to the end of the transaction (`db` is
 * the transaction's handle); 404 when it is missing or someone else's.
 */
async function mustOwnPhoto(db: Db, actor: Actor, photoId: string): Promise<PhotoRow> {
  const [found] = await db
    .select({ vendorId: vendorPhotos.vendorId })
    .from(vendorPhotos)
    .innerJoin(vendors, eq(vendors.id, vendorPhotos.vendorId))
    .where(and(eq(vendorPhotos.id, photoId), eq(vendors.ownerId, actor.userId)));
  if (!found) throw notFound(PHOTO_NOT_FOUND);
  await mustOwnVendor(db, actor, found.vendorId, { lock: true });
  // Read again under the lock: a reorder or delete may have been waiting ahead of us.
  const [row] = await db.select().from(vendorPhotos).where(eq(vendorPhotos.id, photoId));
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return row;
}

export async function updateVendorPhoto(
  db: Db,
  actor: Actor,
  photoId: string,
  input: VendorPhotoChanges,
): Promise<VendorPhoto> {
  return db.transaction(async (tx) => {
    const before = await mustOwnPhoto(tx, actor, photoId);
    if (input.serviceId) {
      const [service] = await tx
        .select({ id: vendorServices.id })
        .from(vendorServices)
        .where(
          and(eq(vendorServices.id, input.serviceId), eq(vendorServices.vendorId, before.vendorId)),
        );
      if (!service) {
        throw badRequest('The service is not one of this vendor', {
          serviceId: ['Unknown service'],
        });
      }
    }
    const changes = {
      ...(input.altText !== undefined ? { altText: input.altText } : {}),
      ...(input.serviceId !== undefined ? { serviceId: input.serviceId } : {}),
    };
    if (Object.keys(changes).length === 0) return toPhoto(before);
    const [after] = await tx
      .update(vendorPhotos)
      .set(changes)
      .where(eq(vendorPhotos.id, photoId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'vendor_photos',
      recordId: photoId,
      before: auditedPhoto(before),
      after: auditedPhoto(after!),
    });
    return toPhoto(after!);
  });
}

/** The new order names every photo of the vendor exactly once; all positions change together. */
export async function reorderVendorPhotos(
  db: Db,
  actor: Actor,
  vendorId: string,
  { photoIds }: VendorPhotoOrderInput,
): Promise<VendorPhoto[]> {
  return db.transaction(async (tx) => {
    await mustOwnVendor(tx, actor, vendorId, { lock: true });
    const rows = await tx
      .select()
      .from(vendorPhotos)
      .where(eq(vendorPhotos.vendorId, vendorId))
      .orderBy(asc(vendorPhotos.position));
    const current = new Set(rows.map((row) => row.id));
    const named = new Set(photoIds);
    const exact =
      named.size === photoIds.length &&
      named.size === current.size &&
      photoIds.every((id) => current.has(id));
    if (!exact) {
      throw badRequest("The order must name each of the vendor's photos exactly once", {
        photoIds: [`Name each of the ${current.size} photos once`],
      });
    }
    const positionOf = new Map(photoIds.map((id, index) => [id, index]));
    const moved = rows.filter((row) => positionOf.get(row.id) !== row.position);
    for (const row of moved) {
      await tx
        .update(vendorPhotos)
        .set({ position: positionOf.get(row.id)! })
        .where(eq(vendorPhotos.id, row.id));
    }
    if (moved.length > 0) {
      await recordAudit(tx, actor, {
        action: 'update',
        resource: 'vendors',
        recordId: vendorId,
        before: { photoOrder: rows.map((row) => row.id) },
        after: { photoOrder: photoIds },
      });
    }
    return rows
      .map((row) => toPhoto({ ...row, position: positionOf.get(row.id)! }))
      .sort((a, b) => a.position - b.position);
  });
}

/**
 * Deletes the photo and its files; the vendor's cover or logo, if it was this photo, is
 * cleared by the foreign key (on delete set null), and the later photos move up one.
 */
export async function deleteVendorPhoto(db: Db, actor: Actor, photoId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const photo = await mustOwnPhoto(tx, actor, photoId);
    await tx.delete(vendorPhotos).where(eq(vendorPhotos.id, photoId));
    await tx
      .update(vendorPhotos)
      .set({ position: sql`${vendorPhotos.position} - 1` })
      .where(
        and(eq(vendorPhotos.vendorId, photo.vendorId), gt(vendorPhotos.position, photo.position)),
      );
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: 'vendor_photos',
      recordId: photoId,
      before: auditedPhoto(photo),
    });
  });
}

/** One stored size of a photo, or 404 (public: see decision 0038). */
export async function getVendorPhotoFile(
  db: Db,
  photoId: string,
  variant: string,
): Promise<{ contentType: string; bytes: Buffer }> {
  const [file] = await db
    .select({ contentType: vendorPhotoFiles.contentType, bytes: vendorPhotoFiles.bytes })
    .from(vendorPhotoFiles)
    .where(and(eq(vendorPhotoFiles.photoId, photoId), eq(vendorPhotoFiles.variant, variant)));
  if (!file) throw notFound(PHOTO_NOT_FOUND);
  return file;
}
