import { act, screen, waitFor, within } from '@testing-library/react';
import { makeUser, makeViewer } from '../../helpers/factories';
import { mockApi } from '../../helpers/mockApi';
import { renderApp } from '../../helpers/renderWithProviders';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
import { withUndiciForms } from '../../helpers/undiciForms';

withUndiciForms();

const viewer = makeViewer({ username: 'ann_lee', fullName: 'Ann Lee', full_name: 'Ann Lee', first_name: 'Ann' });
const profile = { ...makeUser('77', { username: 'ann_lee', fullName: 'Ann Lee' }), about: 'Lamps.', followingCount: 0, pinCount: 0, boardCount: 0 };
const header = () => screen.getByRole('banner');

test('shows the profile as saved, saves the changed fields, and the header shows the new name at once', async () => {
  const api = mockApi({
    viewerGet: () => ({ data: { ...viewer, cookie_consent: { decided: true } } }),
    userGet: () => ({ data: profile }),
    profileUpdate: (o) => ({ data: { ...viewer, fullName: String(o.full_name), full_name: String(o.full_name), username: String(o.username) } }),
  });
  const { user } = renderApp('/settings/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
  expect(await screen.findByLabelText('About')).toHaveValue('Lamps.');
  expect(screen.getByLabelText('Username')).toHaveValue('ann_lee');

  await user.clear(screen.getByLabelText('Full name'));
  await user.type(screen.getByLabelText('Full name'), 'Ann Marie');
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'annmarie');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await within(header()).findByRole('img', { name: 'Ann Marie' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your profile' })).toHaveAttribute('href', '/annmarie/');
  expect(api.callsTo('profileUpdate')[0].options).toEqual({ first_name: 'Ann', full_name: 'Ann Marie', username: 'annmarie', about: 'Lamps.' });
});

test('shows the problem the server names under its field', async () => {
  mockApi({
    viewerGet: () => ({ data: { ...viewer, cookie_consent: { decided: true } } }),
    userGet: () => ({ data: profile }),
    profileUpdate: () => ({
      status: 409,
      error: { code: 'conflict', message: 'That username is taken. Choose another.', fields: { username: 'already taken' } },
    }),
  });
  const { user } = renderApp('/settings/profile');
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('already taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Username')).toHaveFocus();
});

test('uploads a chosen photo at once, shows the new one, and says why a refused one was refused', async () => {
  let refuse = false;
  const api = mockApi({
    viewerGet: () => ({ data: { ...viewer, cookie_consent: { decided: true } } }),
    userGet: () => ({ data: profile }),
    profileUpdate: () =>
      refuse
        ? { status: 400, error: { code: 'invalid_image', message: 'The image is not an image.', fields: { image: 'is not an image' } } }
        : { data: { ...viewer, imageLargeUrl: '/media/images/new/236x.jpg', imageMediumUrl: '/media/images/new/136x136.jpg' } },
  });
  const { user } = renderApp('/settings/profile');
  const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  await user.upload(await screen.findByLabelText('Change your photo'), photo);
  // The mock reads the multipart body on streams that run on the (fake) clock.
  await act(() => jest.advanceTimersByTimeAsync(100));
  await waitFor(() => expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/media/images/new/236x.jpg'));
  expect((api.callsTo('profileUpdate')[0].options.image as File).name).toBe('me.png');
  expect(within(header()).getByRole('img', { name: 'Ann Lee' })).toHaveAttribute('src', '/media/images/new/136x136.jpg');

  refuse = true;
  await user.upload(screen.getByLabelText('Change your photo'), new File([new Uint8Array([1, 2, 3])], 'notes.png', { type: 'image/png' }));
  await act(() => jest.advanceTimersByTimeAsync(100));
  await waitFor(() => expect(api.callsTo('profileUpdate')).toHaveLength(2));
  expect(await screen.findByRole('alert')).toHaveTextContent('The image is not an image.');
});
