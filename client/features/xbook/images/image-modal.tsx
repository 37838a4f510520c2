import { useRef, useState } from 'react';
import type { SheetItem } from '../../../../contracts/xbook';
import { MAX_IMAGE_BYTES, XBOOK_TEXT } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { ApiError } from '../../../platform/http';
import { Modal } from '../../../platform/modal';
import { showFailure } from '../../../platform/refusals';
import { useDeleteImage, useItemImage, useUploadImage } from './api';

/**
 * Spec 2.8: the item's name and its image (or 'No Image Found'). An admin adds, replaces or
 * deletes it; the image belongs to the category or misc item, so every such item shares it.
 */
export function ImageModal({
  item,
  isAdmin,
  onClose,
}: {
  item: SheetItem;
  isAdmin: boolean;
  onClose(): void;
}) {
  const dialogs = useDialogs();
  const image = useItemImage(item.id);
  const upload = useUploadImage(item.id);
  const remove = useDeleteImage(item.id);
  const picker = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState('');
  const source = image.data?.imageSource ?? null;

  const send = async () => {
    setRefusal('');
    const file = picker.current?.files?.[0];
    if (!file) return dialogs.alert(XBOOK_TEXT.imageRequired);
    if (file.size > MAX_IMAGE_BYTES) return dialogs.alert(XBOOK_TEXT.imageTooLarge);
    upload.mutate(file, {
      onSuccess: () => {
        if (picker.current) picker.current.value = '';
      },
      onError: (error) => {
        // Not an image, too large, no file: said under the picker; anything else as every screen does.
        if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
        else void showFailure(dialogs, error, { context: 'xbook image upload' });
      },
    });
  };

  return (
    <Modal title="Item Image" onClose={onClose} width={600}>
      <h3 className="image-title">{item.name}</h3>
      <div className="image-box">
        {image.isPending ? (
          <p className="muted">Loading…</p>
        ) : source ? (
          <img src={source} alt={item.name} />
        ) : (
          <p className="muted">{XBOOK_TEXT.noImage}</p>
        )}
      </div>
      {isAdmin && (
        <div className="image-actions">
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label="Image file"
          />
          <button type="button" className="primary" disabled={upload.isPending} onClick={send}>
            {source ? 'Replace Image' : 'Add Image'}
          </button>
          {source && (
            <button
              type="button"
              className="danger"
              disabled={remove.isPending}
              onClick={async () => {
                if (await dialogs.confirm(XBOOK_TEXT.deleteImage)) remove.mutate();
              }}
            >
              Delete Image
            </button>
          )}
          {refusal && (
            <p className="form-error" role="alert">
              {refusal}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
