import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { xbookCalls as calls } from '../../../../contracts/xbook';
import { call } from '../../../platform/http';
import { xbookKeys } from '../keys';

export const useItemImage = (itemId: number) =>
  useQuery({
    queryKey: xbookKeys.image(itemId),
    queryFn: ({ signal }) => call(calls.image, { params: { id: itemId } }, { signal }),
    staleTime: 0,
  });

/** Every item of the same category or misc item shares the image: all item lists are read again. */
function useAfterImageChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: xbookKeys.allImages });
    void client.invalidateQueries({ queryKey: xbookKeys.allItems });
  };
}

/** POST /xbook/items/{id}/image, multipart: the file part `image`. */
export function useUploadImage(itemId: number) {
  const done = useAfterImageChange();
  return useMutation({
    mutationFn: (file: File) => call(calls.uploadImage, { params: { id: itemId }, body: { image: file } }),
    // A refusal (not an image, too large) is shown in the modal.
    meta: { handlesOwnErrors: true },
    onSuccess: done,
  });
}

export function useDeleteImage(itemId: number) {
  const done = useAfterImageChange();
  return useMutation({
    mutationFn: () => call(calls.deleteImage, { params: { id: itemId } }),
    onSuccess: done,
  });
}
