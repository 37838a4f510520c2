import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '../../../../contracts/common';
import { imageResponse } from '../../../../contracts/xbook';
import { request } from '../../../platform/http';
import { xbookKeys } from './keys';

export const useItemImage = (itemId: number) =>
  useQuery({
    queryKey: xbookKeys.image(itemId),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/xbook/items/${itemId}/image`, answer: imageResponse, signal }),
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
    mutationFn: (file: File) => {
      const body = new FormData();
      body.set('image', file);
      return request({
        method: 'POST',
        path: `/xbook/items/${itemId}/image`,
        multipart: body,
        answer: imageResponse,
      });
    },
    // A refusal (not an image, too large) is shown in the modal.
    meta: { handlesOwnErrors: true },
    onSuccess: done,
  });
}

export function useDeleteImage(itemId: number) {
  const done = useAfterImageChange();
  return useMutation({
    mutationFn: () => request({ method: 'DELETE', path: `/xbook/items/${itemId}/image`, answer: okResponse }),
    onSuccess: done,
  });
}
