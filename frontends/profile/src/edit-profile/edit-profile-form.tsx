// The edit-profile modal (spec §2 "Edit-profile modal", §5 "Edit profile"): fields,
// status, a new cropped picture; Save ('Saving' while busy) only when something changed;
// Install App unless running installed; Logout. A 400 is a rule the form could not check:
// the server's text goes under its field (or in a popup), and the modal stays open.
import {
  ACCOUNT_LIMITS,
  accountsApi,
  applySessionView,
  Button,
  CityAutocomplete,
  closeModal,
  openInstallPrompt,
  ProfilePhotoPicker,
  readServerRefusal,
  rememberProfilePicture,
  showWarning,
  signOut,
  TextField,
  useCities,
  useFieldError,
  useGlobals,
  useInstallState,
  useProfilePicture,
  useSessionState,
  validateProfileForm,
  ValidationBubble,
  type ProfileField,
  type User,
} from '@outings/fe-kit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { draftFromUser, hasChanges, SELECTABLE_STATUSES, type ProfileDraft } from './profile-draft';
import './edit-profile.css';

const fieldId = (field: ProfileField | 'profile_picture') => `edit-profile-${field}`;

/** The form's field for each part of the `POST /user/{id}/profile-data` body the server may refuse. */
const FIELDS_BY_PATH: Readonly<Record<string, ProfileField>> = Object.freeze({
  'profileData.first_name': 'first_name',
  'profileData.last_name': 'last_name',
  'profileData.location': 'location',
  'profileData.tagline': 'tagline',
  'profileData.status': 'status',
});

export function EditProfileForm() {
  const user = useSessionState((session) => session.user);
  if (!user) return null;
  return <EditProfileFields user={user} />;
}

function EditProfileFields({ user }: { user: User }) {
  const navigate = useNavigate();
  const cities = useCities();
  const globals = useGlobals();
  const { standalone } = useInstallState();
  const currentPicture = useProfilePicture(user._id, user.profile_picture.key);
  const [original, setOriginal] = useState(() => draftFromUser(user));
  const [draft, setDraft] = useState<ProfileDraft>(original);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const errors = useFieldError<ProfileField>(fieldId);
  const changed = hasChanges(draft, original);

  const edit = (field: Exclude<keyof ProfileDraft, 'photo'>) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || busy) return;
    const problem = validateProfileForm(draft, cities);
    errors.report(problem);
    if (problem) return;
    setBusy(true);
    const { photo } = draft;
    const result = await accountsApi.updateProfile(
      user._id,
      {
        first_name: draft.first_name.trim(),
        last_name: draft.last_name.trim(),
        location: draft.location,
        tagline: draft.tagline.trim(),
        status: draft.status === user.status.status ? user.status : { status: draft.status, updated: new Date().toISOString() },
        profile_picture: photo ? { zoom: photo.zoom, crop: photo.crop } : user.profile_picture,
      },
      photo?.photoString,
    );
    setBusy(false);
    if (!result.ok && result.status === 400) {
      const refusal = await readServerRefusal(result.body, FIELDS_BY_PATH);
      if (refusal.kind === 'field') errors.report(refusal.error);
      else showWarning(refusal.warning);
    }
    if (!result.ok) return;
    const updated = result.data.user;
    if (photo) rememberProfilePicture(updated._id, updated.profile_picture.key, photo.photoString);
    applySessionView(result.data);
    const saved = draftFromUser(updated);
    setOriginal(saved);
    setDraft(saved);
    closeModal();
  };

  const logout = () => {
    setLeaving(true);
    void signOut((path) => navigate(path));
  };

  const statusDescription = globals?.statusMap[draft.status];
  const statusError = errors.messageFor('status');
  const loadedPicture = currentPicture && currentPicture !== 'queued' && currentPicture !== 'missing' ? currentPicture : null;

  return (
    <form className="stack edit-profile" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <span className="field__label">Profile Picture</span>
        <ProfilePhotoPicker
          id={fieldId('profile_picture')}
          previewUrl={draft.photo?.photoString ?? loadedPicture}
          onPicked={(photo) => setDraft((current) => ({ ...current, photo }))}
        />
      </div>
      <TextField id={fieldId('first_name')} label="First Name" autoComplete="given-name" value={draft.first_name} onChange={edit('first_name')} error={errors.messageFor('first_name')} />
      <TextField
        id={fieldId('last_name')}
        label="Last Name"
        optional
        autoComplete="family-name"
        value={draft.last_name}
        onChange={edit('last_name')}
        error={errors.messageFor('last_name')}
      />
      <CityAutocomplete id={fieldId('location')} label="City" cities={cities} value={draft.location} onChange={edit('location')} error={errors.messageFor('location')} />
      <TextField
        id={fieldId('tagline')}
        label="Tagline"
        hint={`${draft.tagline.trim().length}/${ACCOUNT_LIMITS.taglineMax} characters`}
        value={draft.tagline}
        onChange={edit('tagline')}
        error={errors.messageFor('tagline')}
      />
      <div className="field">
        <label className="field__label" htmlFor={fieldId('status')}>
          Status
        </label>
        <select
          id={fieldId('status')}
          className="field__input"
          value={draft.status}
          onChange={(event) => edit('status')(event.target.value)}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={statusError ? `${fieldId('status')}-error` : statusDescription ? `${fieldId('status')}-hint` : undefined}
        >
          <option value="" disabled>
            Choose a status
          </option>
          {SELECTABLE_STATUSES.filter((status) => !globals || status in globals.statusMap).map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        {statusDescription && !statusError && (
          <p id={`${fieldId('status')}-hint`} className="field__hint">
            {statusDescription}
          </p>
        )}
        {statusError && <ValidationBubble id={`${fieldId('status')}-error`} message={statusError} />}
      </div>
      <Button type="submit" block busy={busy} busyLabel="Saving" disabled={!changed}>
        Save
      </Button>
      <div className="edit-profile__secondary">
        {!standalone && (
          <Button variant="secondary" block onClick={() => openInstallPrompt({ keepPrevious: true })}>
            Install App
          </Button>
        )}
        <Button variant="ghost" block onClick={logout} busy={leaving} busyLabel="Logout">
          Logout
        </Button>
      </div>
    </form>
  );
}
