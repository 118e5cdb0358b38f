// The outing's photos for its members (spec §4 "Photos"): the grid (a photo opens big),
// 'Upload Photo' (file picker, then the 4:3 cropper, then the JPEG goes up), and 'Edit',
// which puts a delete button on the member's own photos only; deleting asks first. A member
// with two photos up gets 'Too many photos!' at once from 'Upload Photo', before choosing and
// cropping one (the server refuses a third all the same). A completed outing only shows them.
import { OUTING_MESSAGES, type OutingView } from '@outings/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { applyOutingAnswer, Button, hidePopup, OutingPhoto, openPhotoViewer, outingsApi, PhotoCropperOnDemand, rememberOutingPhoto, showPopup, showWarning } from '@outings/fe-kit';
import { askToConfirm } from './confirm-popup';
import { hasPhotosLeft, mayDeletePhoto } from './outing-roles';

interface OutingPhotosProps {
  outing: OutingView;
  userID: string;
  /** Completed: view only. */
  frozen: boolean;
}

export function OutingPhotos({ outing, userID, frozen }: OutingPhotosProps) {
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const own = outing.photos.filter((photo) => mayDeletePhoto(photo, userID));

  const upload = async (photoString: string) => {
    setUploading(true);
    const result = await outingsApi.uploadPhoto(userID, outing._id, photoString);
    setUploading(false);
    if (!result.ok) return;
    // The new photo is the one the outing did not have: shown from what we sent, not read back.
    const added = result.data.outing.photos.find((photo) => !outing.photos.some((known) => known.key === photo.key));
    if (added) rememberOutingPhoto(added.key, photoString);
    applyOutingAnswer(result.data);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!file) return;
    const imageUrl = URL.createObjectURL(file);
    const done = () => {
      URL.revokeObjectURL(imageUrl);
      hidePopup();
    };
    showPopup({
      selector: 'photo',
      header: 'Upload Photo',
      dismissOnBackdrop: true,
      render: () => (
        <PhotoCropperOnDemand
          imageUrl={imageUrl}
          shape="rect"
          onCancel={done}
          onDone={({ photoString }) => {
            done();
            void upload(photoString);
          }}
        />
      ),
    });
  };

  const remove = (key: string) =>
    askToConfirm({
      selector: 'photo',
      header: 'Delete this photo?',
      message: 'This action is permanent.',
      confirmLabel: 'Delete',
      busyLabel: 'Deleting..',
      onConfirm: async () => {
        const result = await outingsApi.deletePhoto(userID, outing._id, key);
        if (result.ok) applyOutingAnswer(result.data);
      },
    });

  return (
    <section className="outing-modal__photos" aria-label="Photos">
      <h4>Photos</h4>
      {outing.photos.length ? (
        <ul className="outing-modal__photo-grid">
          {outing.photos.map((photo, index) => {
            const alt = `Photo ${index + 1} of ${outing.name}`;
            return (
              <li key={photo.key}>
                <OutingPhoto outingId={outing._id} photoKey={photo.key} alt={alt} onClick={() => openPhotoViewer({ outing: outing._id, key: photo.key }, alt)} />
                {editing && mayDeletePhoto(photo, userID) && (
                  <Button variant="secondary" className="outing-modal__photo-delete" onClick={() => remove(photo.key)} aria-label={`Delete photo ${index + 1}`}>
                    Delete
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">No photos yet.</p>
      )}
      {!frozen && (
        <div className="row outing-modal__photo-actions">
          {hasPhotosLeft(outing, userID) ? (
            <>
              <input id={inputId} className="visually-hidden" type="file" accept="image/*" onChange={onFile} disabled={uploading} />
              <label htmlFor={inputId} className="button button--secondary" aria-busy={uploading || undefined}>
                {uploading ? 'Uploading..' : 'Upload Photo'}
              </label>
            </>
          ) : (
            <Button variant="secondary" onClick={() => showWarning({ header: OUTING_MESSAGES.tooManyPhotosHeader, message: OUTING_MESSAGES.tooManyPhotos })}>
              Upload Photo
            </Button>
          )}
          {own.length > 0 && (
            <Button variant="ghost" aria-pressed={editing} onClick={() => setEditing((on) => !on)}>
              {editing ? 'Done' : 'Edit'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
