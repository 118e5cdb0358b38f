import { closeAllOverlays, MESSAGES } from '@outings/fe-kit/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, textResponse } from '../../../../kit/test/fake-response';
import { cities } from '../../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../../kit/test/mock-fetch';
import { renderAt } from '../../../../kit/test/render-at';
import CreateAccountForm from './create-account-form';
import { pendingInvite, takeInviteFromAddress } from './invite-from-address';

// The cropper needs a real canvas; here a picked photo is handed over directly.
jest.mock('@outings/fe-kit', () => {
  const kit = jest.requireActual('@outings/fe-kit');
  const { createElement } = jest.requireActual('react');
  return {
    ...kit,
    ProfilePhotoPicker: ({ onPicked }: { onPicked: (photo: unknown) => void }) =>
      createElement('button', { type: 'button', onClick: () => onPicked({ photoString: 'data:image/jpeg;base64,AAAA', zoom: 1.5, crop: { x: 3, y: 4 } }) }, 'Pick test photo'),
  };
});

const submit = () => screen.getByRole('button', { name: /^(Create Profile|Creating)$/ });

async function fillForm(email = 'new@example.com') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'par');
  await userEvent.click(await screen.findByRole('option', { name: 'Paris, FR' }));
  await userEvent.type(screen.getByLabelText('First Name'), 'Taylor');
  await userEvent.type(screen.getByLabelText(/Tagline/), 'Coffee and mountains');
  await userEvent.click(screen.getByRole('button', { name: 'Pick test photo' }));
}

beforeEach(() => closeAllOverlays());

describe('CreateAccountForm', () => {
  it('shows the first failing rule as a bubble and focuses its field', async () => {
    const fetchMock = mockFetch({ 'GET /data/cities': () => jsonResponse(200, cities) });
    renderAt('/login', '/login', <CreateAccountForm />);
    await userEvent.click(submit());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Password must contain one number or special carachter');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());

    await userEvent.type(screen.getByLabelText('Password'), '!');
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Paris');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a city from the dropdown menu only');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/create')).toHaveLength(0);
  });

  it("sends the account, shows 'Creating', then 'Check your email!'", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({ 'GET /data/cities': () => jsonResponse(200, cities), 'POST /user/create': () => answer.promise });
    renderAt('/login', '/login', <CreateAccountForm />);
    await fillForm('New@Example.com');
    await userEvent.click(submit());
    expect(submit()).toHaveTextContent('Creating');
    expect(submit()).toBeDisabled();

    const call = fetchMock.mock.calls.find(([url]) => url === '/user/create');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      user: {
        username: 'new@example.com',
        password: 'secret1',
        first_name: 'Taylor',
        last_name: '',
        location: 'Paris, FR',
        tagline: 'Coffee and mountains',
        profile_picture: { zoom: 1.5, crop: { x: 3, y: 4 } },
        photos: [],
        friends: [],
        flake: 0,
      },
      photoString: 'data:image/jpeg;base64,AAAA',
    });
    await act(async () => answer.resolve(jsonResponse(201, {})));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeInTheDocument();
  });

  it('opened from an invite link, says so and sends the link’s token once', async () => {
    const token = 'i'.repeat(43);
    window.history.replaceState(null, '', `/?invite=${token}`);
    expect(takeInviteFromAddress()).toBe(true);
    const fetchMock = mockFetch({ 'GET /data/cities': () => jsonResponse(200, cities), 'POST /user/create': () => jsonResponse(201, { ok: true }) });
    renderAt('/login', '/login', <CreateAccountForm />);
    expect(screen.getByText('You were invited by a friend: you will be friends as soon as you sign up.')).toBeInTheDocument();
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/user/create');
    expect(JSON.parse(call?.[1]?.body as string).invite).toBe(token);
    // Sent: a second account from this tab is nobody's invitee.
    expect(pendingInvite()).toBeUndefined();
  });

  it("answers a 406 with 'Account for {email} already exists.' and keeps the form", async () => {
    mockFetch({ 'GET /data/cities': () => jsonResponse(200, cities), 'POST /user/create': () => jsonResponse(406, { header: 'x', message: 'y' }) });
    renderAt('/login', '/login', <CreateAccountForm />);
    await fillForm('taken@example.com');
    await userEvent.click(submit());
    const popup = await screen.findByRole('alertdialog', { name: 'Account for taken@example.com already exists.' });
    expect(popup).toHaveAccessibleDescription('Please try again with a different email.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('heading', { name: 'Check your email!' })).not.toBeInTheDocument();
    expect(submit()).toHaveTextContent('Create Profile');
  });

  it('refuses a 51-character first name with the server\'s own text, before sending anything', async () => {
    const fetchMock = mockFetch({ 'GET /data/cities': () => jsonResponse(200, cities) });
    renderAt('/login', '/login', <CreateAccountForm />);
    await fillForm();
    await userEvent.type(screen.getByLabelText('First Name'), 'x'.repeat(45));
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.firstNameLength);
    expect(MESSAGES.firstNameLength).toBe('First Name must be at most 50 characters');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/user/create')).toHaveLength(0);
  });

  it("shows a 400's message under the field it names and keeps the form: no mail was sent", async () => {
    mockFetch({
      'GET /data/cities': () => jsonResponse(200, cities),
      'POST /user/create': () => jsonResponse(400, { header: 'Invalid Request', message: 'user.first_name: First Name must be at most 50 characters' }),
    });
    renderAt('/login', '/login', <CreateAccountForm />);
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^First Name must be at most 50 characters$/);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Check your email!' })).not.toBeInTheDocument();
    expect(submit()).toHaveTextContent('Create Profile');
  });

  it('shows a 400 about no field of the form as the generic warning, and keeps the form', async () => {
    mockFetch({
      'GET /data/cities': () => jsonResponse(200, cities),
      'POST /user/create': () => jsonResponse(400, { header: 'Invalid Request', message: 'The request could not be read.' }),
    });
    renderAt('/login', '/login', <CreateAccountForm />);
    await fillForm();
    await userEvent.click(submit());
    const popup = await screen.findByRole('alertdialog', { name: 'Invalid Request' });
    expect(popup).toHaveAccessibleDescription('The request could not be read.');
    expect(screen.queryByRole('heading', { name: 'Check your email!' })).not.toBeInTheDocument();
  });

  it('still shows the check-email screen after another failure', async () => {
    mockFetch({ 'GET /data/cities': () => jsonResponse(200, cities), 'POST /user/create': () => textResponse(500, 'boom') });
    renderAt('/login', '/login', <CreateAccountForm />);
    await fillForm();
    await userEvent.click(submit());
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Internal Server Error' })).toBeInTheDocument();
  });
});
