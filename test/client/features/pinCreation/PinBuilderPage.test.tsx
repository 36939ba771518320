import { screen, within } from '@testing-library/react';
import { PIN_CREATION } from '../../../../shared/constants';
import { selectLoginPrompt } from '../../../../client/features/loginPrompt/loginPromptSlice';
import { makeBoard, makePin, makeViewer } from '../../helpers/factories';
import { advance, makeFullBoard, profileBoard, renderSaveApp } from '../saves/harness';
import { settleUntil } from './settleUntil';
import { withUndiciForms } from '../../helpers/undiciForms';

const kitchen = makeFullBoard('600', {
  name: 'Kitchen',
  url: '/ann_lee/kitchen/',
  sections: [{ id: '31', slug: 'bread', title: 'Bread', pinCount: 0 }],
});
const created = makePin('700', { title: 'Sourdough', board: makeBoard('600', '77', { name: 'Kitchen', url: '/ann_lee/kitchen/' }) });
const handlers = {
  boardsGet: () => ({ data: [kitchen, profileBoard], bookmark: '-end-' }),
  relatedPins: () => ({ data: [], bookmark: '-end-' }),
};

withUndiciForms();
beforeAll(() => {
  // jsdom makes no object URLs; the preview only needs one to show.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') });
  document.cookie = 'csrftoken=tok-123; path=/';
});
afterEach(() => jest.useRealTimers());

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

test('a signed-out visitor is told what needs a log-in, asked with the same words, and comes back here', async () => {
  const { user, store } = await renderSaveApp('/pin-builder', { viewer: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in to create a Pin or board' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(selectLoginPrompt(store.getState())).toMatchObject({ visible: true, trigger: 'createPinOrBoard', next: '/pin-builder' });
});

test('publishes an uploaded file as multipart/form-data with the CSRF header, then opens the new pin with a toast', async () => {
  const { user, api } = await renderSaveApp('/pin/create/', {
    viewer: makeViewer(),
    pins: [created],
    handlers: { ...handlers, pinCreate: () => ({ status: 201, data: created }) },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Pin' })).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Image file'), png());
  expect(screen.getByRole('img', { name: 'Preview of your Pin' })).toHaveAttribute('src', 'blob:preview');

  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sourdough');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Crust');
  expect(screen.getByText('495 characters left')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Destination link' }), 'https://bread.example/loaf');
  // The first board the list offers is chosen; its sections are offered once it is.
  expect(await screen.findByRole('combobox', { name: 'Board' })).toHaveValue('600');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Bread');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await settleUntil(() => expect(screen.getByTestId('location')).toHaveTextContent('/pin/700/'));

  const [call] = api.callsTo('pinCreate');
  expect(call.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  expect(call.request.headers.get('x-csrftoken')).toBe('tok-123');
  const { image, ...fields } = call.options;
  expect(fields).toEqual({
    board_id: '600',
    section: '31',
    title: 'Sourdough',
    description: 'Crust',
    link: 'https://bread.example/loaf',
    method: 'uploaded',
  });
  expect(image).toBeInstanceOf(File);
  expect((image as File).name).toBe('photo.png');
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/700/');
  await advance(100);
  expect(within(screen.getByRole('status', { name: 'Notifications' })).getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
    'href',
    '/ann_lee/kitchen/',
  );
});

test('publishes from an image address as JSON (the server fetches it)', async () => {
  const { user, api } = await renderSaveApp('/pin-builder', {
    viewer: makeViewer(),
    pins: [created],
    handlers: { ...handlers, pinCreate: () => ({ status: 201, data: created }) },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Or save from an image address' }), 'https://img.example/a.jpg');
  expect(screen.getByRole('img', { name: 'Preview of your Pin' })).toHaveAttribute('src', 'https://img.example/a.jpg');
  await screen.findByRole('combobox', { name: 'Board' });
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await settleUntil(() => expect(screen.getByTestId('location')).toHaveTextContent('/pin/700/'));

  expect(api.callsTo('pinCreate')[0].request.headers.get('content-type')).toBe('application/json');
  expect(api.callsTo('pinCreate')[0].options).toEqual({
    board_id: '600',
    image_url: 'https://img.example/a.jpg',
    title: '',
    description: '',
    link: null,
    alt_text: null,
    method: 'scraped',
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/pin/700/');
});

test('asks for an image before calling the server', async () => {
  const { user, api } = await renderSaveApp('/pin-builder', { viewer: makeViewer(), handlers });
  await screen.findByRole('combobox', { name: 'Board' });
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Choose an image, or give its address.');
  expect(api.callsTo('pinCreate')).toHaveLength(0);
});

test('shows the server’s field errors on their fields, in words that say what to do, and stays on the page', async () => {
  const { user } = await renderSaveApp('/pin-builder', {
    viewer: makeViewer(),
    handlers: {
      ...handlers,
      pinCreate: () => ({
        status: 400,
        error: {
          code: 'invalid_options',
          message: 'Invalid title, link.',
          fields: { title: 'Too big: expected string to have <=100 characters', link: 'must be an http or https URL' },
          rules: { title: 'too_big' },
        },
      }),
    },
  });
  await user.upload(await screen.findByLabelText('Image file'), png());
  await screen.findByRole('combobox', { name: 'Board' });
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  const titleWords = `Use at most ${PIN_CREATION.titleMax} characters.`;
  const linkWords = 'Enter a web address that starts with http:// or https://.';
  expect(await screen.findByText(titleWords)).toBeInTheDocument();

  // The error first, then the rule the field states before it is broken.
  const link = screen.getByRole('textbox', { name: 'Destination link' });
  expect(link).toHaveAccessibleDescription(`${linkWords} A web address starting with http:// or https://.`);
  expect(link).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(`Please check: ${titleWords}; ${linkWords}`);
  expect(screen.getByTestId('location')).toHaveTextContent('/pin-builder');
});

test('states which images and addresses it takes before any is refused, and says what to do when the image address cannot be reached', async () => {
  const { user } = await renderSaveApp('/pin-builder', {
    viewer: makeViewer(),
    handlers: {
      ...handlers,
      pinCreate: () => ({
        status: 400,
        error: { code: 'image_fetch_failed', message: 'image_url could not be fetched.', fields: { image_url: 'could not be fetched' } },
      }),
    },
  });
  expect(await screen.findByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(
    'Drag and drop an image here, or JPEG, PNG, GIF or WebP.',
  );
  const address = screen.getByRole('textbox', { name: 'Or save from an image address' });
  const rule = 'The address of the image itself, starting with http:// or https://, on a site anyone can reach.';
  expect(address).toHaveAccessibleDescription(rule);

  await user.type(address, 'https://unreachable.example/a.jpg');
  await screen.findByRole('combobox', { name: 'Board' });
  await user.click(screen.getByRole('button', { name: 'Publish' }));

  const words = 'We could not reach that address. Check the address, or upload the image instead.';
  const field = () => screen.getByRole('textbox', { name: 'Or save from an image address' });
  expect(await screen.findByText(words)).toBeInTheDocument();
  expect(field()).toHaveAccessibleDescription(`${words} ${rule}`);
  expect(field()).toHaveAttribute('aria-invalid', 'true');
});
