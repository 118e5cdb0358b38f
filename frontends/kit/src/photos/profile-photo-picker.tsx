// The round profile picture of the account and edit-profile forms: a preview and an
// upload control that opens the upload-profile-photo popup with the cropper.
import { useEffect, useRef, type ChangeEvent } from 'react';
import { errorIdFor, hidePopup, Icon, showPopup, ValidationBubble } from '@outings/fe-kit/core';
import type { CroppedPhoto } from './photo-cropper';
import { PhotoCropperOnDemand } from './photo-cropper-on-demand';
import './profile-photo-picker.css';

export interface ProfilePhotoPickerProps {
  id: string;
  /** What the circle shows: the picked or current picture, null for the placeholder. */
  previewUrl: string | null;
  onPicked: (photo: CroppedPhoto) => void;
  error?: string;
}

export function ProfilePhotoPicker({ id, previewUrl, onPicked, error }: ProfilePhotoPickerProps) {
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!file) return;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    const imageUrl = URL.createObjectURL(file);
    objectUrl.current = imageUrl;
    showPopup({
      selector: 'upload-profile-photo',
      header: 'Upload Profile Photo',
      dismissOnBackdrop: true,
      render: () => (
        <PhotoCropperOnDemand
          imageUrl={imageUrl}
          onCancel={hidePopup}
          onDone={(photo) => {
            onPicked(photo);
            hidePopup();
          }}
        />
      ),
    });
  };

  return (
    <div className="photo-picker">
      <div className="photo-picker__preview" aria-hidden={previewUrl ? undefined : true}>
        {previewUrl ? <img src={previewUrl} alt="Your profile picture" /> : <Icon name="person" size={56} />}
      </div>
      <div className="photo-picker__control">
        {/* The file input is the control itself, styled through its label. */}
        <input
          id={id}
          className="photo-picker__input"
          type="file"
          accept="image/*"
          onChange={onFile}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
        />
        <label htmlFor={id} className="button button--secondary">
          <Icon name="camera" size={20} />
          {previewUrl ? 'Change Photo' : 'Upload Photo'}
        </label>
        {error && <ValidationBubble id={errorIdFor(id)} message={error} />}
      </div>
    </div>
  );
}
