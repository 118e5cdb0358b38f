// The cropper popups' body: react-easy-crop, zoom 1 to 3; a profile picture is cropped
// round with aspect 1, any other photo (an outing's) 4:3 by default (spec §2, §9). Loaded
// only when someone picks a picture.
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@outings/fe-kit/core';
import { cropToJpegDataUrl, OUTING_PHOTO_SIZE, PROFILE_PHOTO_SIZE } from './crop-image';
// Its styles as a file: left to itself it injects a <style> element, which the
// Content-Security-Policy (style-src 'self') refuses.
import 'react-easy-crop/react-easy-crop.css';
import './photo-cropper.css';

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;

export interface CroppedPhoto {
  photoString: string;
  zoom: number;
  crop: Point;
}

export interface PhotoCropperProps {
  imageUrl: string;
  onDone: (photo: CroppedPhoto) => void;
  onCancel: () => void;
  /** Profile pictures: round, aspect 1. Otherwise a 4:3 rectangle (spec §9's default). */
  shape?: 'round' | 'rect';
}

const DEFAULT_ASPECT = 4 / 3;

export default function PhotoCropper({ imageUrl, onDone, onCancel, shape = 'round' }: PhotoCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    try {
      onDone({ photoString: await cropToJpegDataUrl(imageUrl, area, shape === 'round' ? PROFILE_PHOTO_SIZE : OUTING_PHOTO_SIZE), zoom, crop });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The picture could not be read.');
      setSaving(false);
    }
  };

  return (
    <div className="photo-cropper">
      <div className="photo-cropper__stage">
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={shape === 'round' ? 1 : DEFAULT_ASPECT}
          cropShape={shape}
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
          cropperProps={{ role: 'group', 'aria-label': shape === 'round' ? 'Drag to move the picture inside the circle' : 'Drag to move the picture inside the frame' }}
        />
      </div>
      <label className="photo-cropper__zoom">
        <span>Zoom</span>
        <input type="range" min={ZOOM_MIN} max={ZOOM_MAX} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
      </label>
      {problem && (
        <p className="bubble" role="alert">
          {problem}
        </p>
      )}
      <div className="row photo-cropper__actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void save()} busy={saving} busyLabel="Saving" disabled={!area}>
          Use Photo
        </Button>
      </div>
    </div>
  );
}
