import { applySessionView, closeAllOverlays } from '@outings/fe-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../kit/test/fake-response';
import { cities, makeUser, sessionView } from '../../../kit/test/fixtures';
import { deferred, mockFetch } from '../../../kit/test/mock-fetch';
import { renderAt } from '../../../kit/test/render-at';
import { ActivitiesSection } from '../activities/activities-section';
import { makeActivity } from '../activities/activity-fixtures';
import { draftActivityStore } from '../outing-draft-store';

const globals = {
  categoryColorMap: { Adventure: 'rgb(191,72,0)', Culture: 'rgb(0,72,191)' },
  instructionTypes: ['travel', 'play'],
  statusMap: { Ready: 'Ready', Busy: 'Busy', Searching: 'Searching' },
};
const created = makeActivity({ _id: 'new-1', name: 'Night Walk', category: 'Culture', created_by: 'user-1', created: true, photos: [] });

function serve(create: () => Response | Promise<Response>) {
  return mockFetch({
    'GET /data/globals': () => jsonResponse(200, globals),
    'GET /data/cities': () => jsonResponse(200, cities),
    'GET /activity/get-all': () => jsonResponse(200, { activities: [makeActivity()] }),
    'POST /activity/create': create,
  });
}

async function openForm() {
  renderAt('/outing', '/outing', <ActivitiesSection />);
  await screen.findByRole('article', { name: 'Sunrise Hike' });
  await userEvent.click(screen.getByRole('button', { name: '+ Create' }));
  return within(screen.getByRole('dialog', { name: 'Create Activity' }));
}

async function fillActivity(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByLabelText('Name'), 'Night Walk');
  await userEvent.type(form.getByLabelText('Location'), 'Paris, FR');
  await userEvent.type(form.getByLabelText('Description'), 'A walk.');
  await userEvent.selectOptions(form.getByLabelText('Category'), 'Culture');
  await userEvent.type(form.getByLabelText('Duration (hrs)'), '2');
  await userEvent.type(form.getByLabelText('Cost ($)'), '0');
  await userEvent.type(form.getByLabelText('Participants'), '2');
  await userEvent.type(form.getByLabelText('Goal'), 'See the lights');
}

async function fillAll(form: ReturnType<typeof within>) {
  await fillActivity(form);
  await userEvent.selectOptions(form.getByLabelText('Type'), 'travel');
  await userEvent.type(form.getByLabelText('Title'), 'Meet');
  await userEvent.type(form.getByLabelText('Details'), 'At the bridge.');
}

beforeEach(() => {
  closeAllOverlays();
  applySessionView(sessionView(makeUser()));
});

describe('CreateActivityForm', () => {
  it('shows the first failing rule in a bubble and focuses its field', async () => {
    const create = jest.fn();
    serve(create);
    const form = await openForm();
    await userEvent.type(form.getByLabelText('Name'), 'Night Walk');
    await userEvent.click(form.getByRole('button', { name: '+ Create' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter a valid location.');
    await waitFor(() => expect(form.getByLabelText('Location')).toHaveFocus());
    expect(create).not.toHaveBeenCalled();
  });

  it('adds and removes instruction blocks', async () => {
    serve(jest.fn());
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: '+ Instruction' }));
    expect(form.getAllByRole('group', { name: /^Instruction \d/ })).toHaveLength(2);
    await userEvent.click(form.getByRole('button', { name: 'Remove instruction 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove instruction 1' }));
    expect(form.queryByRole('group', { name: /^Instruction \d/ })).not.toBeInTheDocument();
    await fillActivity(form);
    await userEvent.click(form.getByRole('button', { name: '+ Create' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please add between 1 and 20 instructions.');
  });

  it('saves with a spinner, then closes on the new activity: its tab selected, chosen for the outing', async () => {
    const answer = deferred<Response>();
    const fetchMock = serve(() => answer.promise);
    const form = await openForm();
    await fillAll(form);
    await userEvent.click(form.getByRole('button', { name: '+ Create' }));
    expect(form.getByRole('button', { name: 'Saving' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/activity/create',
      expect.objectContaining({
        body: JSON.stringify({
          userID: 'user-1',
          activity: {
            name: 'Night Walk',
            location: 'Paris, FR',
            description: 'A walk.',
            category: 'Culture',
            duration: 2,
            cost: 0,
            participants: 2,
            goal: 'See the lights',
            instructions: [{ kind: 'travel', title: 'Meet', details: 'At the bridge.' }],
          },
        }),
      }),
    );
    answer.resolve(jsonResponse(201, { activity: created }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Activity' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Culture' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('article', { name: 'Night Walk' })).toBeInTheDocument();
    expect(draftActivityStore.get()?._id).toBe(created._id);
  });

  it('shows a refusal of the server under the field it names', async () => {
    serve(() => jsonResponse(400, { header: 'Invalid Activity', message: 'activity.goal: Please enter a decription.' }));
    const form = await openForm();
    await fillAll(form);
    await userEvent.click(form.getByRole('button', { name: '+ Create' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Please enter a decription.');
  });
});
