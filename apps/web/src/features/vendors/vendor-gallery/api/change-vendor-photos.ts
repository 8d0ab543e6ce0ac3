/** The owner's changes to a gallery; each refreshes the gallery's list when it settles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVendorPhotoInput, VendorPhoto } from '@karamu/shared';
import { http } from '@/lib/http';
import { vendorPhotoKeys } from './get-vendor-photos';
import { ownVendorKeys, type OwnVendor } from './get-own-vendors';

export function useUpdateVendorPhoto(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateVendorPhotoInput & { id: string }) =>
      (await http.patch<VendorPhoto>(`/vendor-photos/${id}`, input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorPhotoKeys.list(vendorId) }),
  });
}

/** The new order is shown at once, and put back if the server refuses it. */
export function useReorderVendorPhotos(vendorId: string) {
  const queryClient = useQueryClient();
  const key = vendorPhotoKeys.list(vendorId);
  return useMutation({
    mutationFn: async (photoIds: string[]) =>
      (await http.put<VendorPhoto[]>(`/vendors/${vendorId}/photo-order`, { photoIds })).data,
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<VendorPhoto[]>(key);
      if (before) {
        const byId = new Map(before.map((photo) => [photo.id, photo]));
        queryClient.setQueryData(
          key,
          photoIds.flatMap((id, position) => {
            const photo = byId.get(id);
            return photo ? [{ ...photo, position }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteVendorPhoto(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: string) => {
      await http.delete(`/vendor-photos/${photoId}`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorPhotoKeys.list(vendorId) }),
        // Deleting the cover clears it on the vendor.
        queryClient.invalidateQueries({ queryKey: ownVendorKeys.all }),
      ]),
  });
}

/** The vendor's cover, through the vendor's own PATCH (versioned like every edit). */
export function useSetVendorCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vendor, photoId }: { vendor: OwnVendor; photoId: string | null }) =>
      (
        await http.patch<OwnVendor>(`/vendors/${vendor.id}`, {
          coverPhotoId: photoId,
          version: vendor.version,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownVendorKeys.all }),
  });
}
