// The create-account modal's form (spec §2 "Create-account modal", §5 "Account form",
// §8 "Account creation 406"), then the check-email screen. A 400 is a rule the form could
// not check: the server's text goes under its field (or in a popup), and the form stays,
// since no mail was sent. Opened from an invite link, it sends the link's token along.
import {
  ACCOUNT_LIMITS,
  accountsApi,
  Button,
  CityAutocomplete,
  ProfilePhotoPicker,
  readServerRefusal,
  showWarning,
  TextField,
  useCities,
  useFieldError,
  validateAccountForm,
  type AccountField,
  type AccountFormValues,
  type CroppedPhoto,
} from '@outings/fe-kit';
import { useState, type FormEvent } from 'react';
import { CheckEmail } from './check-email';
import { forgetInvite, pendingInvite } from './invite-from-address';
import './create-account.css';

const fieldId = (field: AccountField) => `create-account-${field}`;

/** The form's field for each part of the `POST /user/create` body the server may refuse. */
const FIELDS_BY_PATH: Readonly<Record<string, AccountField>> = Object.freeze({
  'user.username': 'email',
  'user.password': 'password',
  'user.location': 'location',
  'user.first_name': 'first_name',
  'user.last_name': 'last_name',
  'user.tagline': 'tagline',
  'user.profile_picture': 'profile_picture',
  photoString: 'profile_picture',
});

export function accountExistsWarning(email: string) {
  return { header: `Account for ${email} already exists.`, message: 'Please try again with a different email.' };
}

export default function CreateAccountForm() {
  const cities = useCities();
  const [values, setValues] = useState<Omit<AccountFormValues, 'photoString'>>({
    email: '',
    password: '',
    location: '',
    first_name: '',
    last_name: '',
    tagline: '',
  });
  const [photo, setPhoto] = useState<CroppedPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [invite] = useState(pendingInvite);
  const errors = useFieldError<AccountField>(fieldId);

  if (sentTo) return <CheckEmail email={sentTo} />;

  const edit = (field: keyof typeof values & AccountField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAccountForm({ ...values, photoString: photo?.photoString ?? null }, cities);
    errors.report(problem);
    if (problem || !photo || busy) return;
    setBusy(true);
    const email = values.email.trim();
    const result = await accountsApi.createAccount(
      {
        username: email,
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        location: values.location,
        tagline: values.tagline.trim(),
        profile_picture: { zoom: photo.zoom, crop: photo.crop },
      },
      photo.photoString,
      invite,
    );
    setBusy(false);
    if (!result.ok && result.status === 406) {
      showWarning(accountExistsWarning(email), 'user-already-exists');
      return;
    }
    if (!result.ok && result.status === 400) {
      const refusal = await readServerRefusal(result.body, FIELDS_BY_PATH);
      if (refusal.kind === 'field') errors.report(refusal.error);
      else showWarning(refusal.warning);
      return;
    }
    // Any other outcome still leads to the check-email screen (spec §8).
    if (result.ok) forgetInvite();
    setSentTo(email);
  };

  return (
    <form className="stack create-account" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="muted">Tell people a little about yourself. You can change everything but your email later.</p>
      {invite !== undefined && <p className="create-account__invited">You were invited by a friend: you will be friends as soon as you sign up.</p>}
      <TextField id={fieldId('email')} label="Email" type="email" autoComplete="email" inputMode="email" value={values.email} onChange={edit('email')} error={errors.messageFor('email')} />
      <TextField
        id={fieldId('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="Use at least one number or special character (!@#$%^&*)."
        value={values.password}
        onChange={edit('password')}
        error={errors.messageFor('password')}
      />
      <CityAutocomplete id={fieldId('location')} label="City" cities={cities} value={values.location} onChange={edit('location')} error={errors.messageFor('location')} />
      <TextField id={fieldId('first_name')} label="First Name" autoComplete="given-name" value={values.first_name} onChange={edit('first_name')} error={errors.messageFor('first_name')} />
      <TextField
        id={fieldId('last_name')}
        label="Last Name"
        optional
        autoComplete="family-name"
        value={values.last_name}
        onChange={edit('last_name')}
        error={errors.messageFor('last_name')}
      />
      <TextField
        id={fieldId('tagline')}
        label="Tagline"
        hint={`${values.tagline.trim().length}/${ACCOUNT_LIMITS.taglineMax} characters`}
        value={values.tagline}
        onChange={edit('tagline')}
        error={errors.messageFor('tagline')}
      />
      <div className="field">
        <span className="field__label">Profile Picture</span>
        <ProfilePhotoPicker
          id={fieldId('profile_picture')}
          previewUrl={photo?.photoString ?? null}
          onPicked={(picked) => {
            setPhoto(picked);
            errors.clear('profile_picture');
          }}
          error={errors.messageFor('profile_picture')}
        />
      </div>
      <Button type="submit" block busy={busy} busyLabel="Creating">
        Create Profile
      </Button>
    </form>
  );
}
