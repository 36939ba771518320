import * as endpoints from '../../../shared/contracts/pins';
import { api, call, contractMutation, type ArgsOf, type ResultOf } from '../../app/api';

type CreateArgs = ArgsOf<typeof endpoints.pinCreate>;

/** An upload: the file travels as the form's `image`, every other option as a text field (the server reads them as the JSON options). */
export type UploadArgs = Omit<CreateArgs, 'image_url' | 'image_base64'> & { image: File };

function uploadForm({ image, ...options }: UploadArgs): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(options)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append('image', image, image.name);
  return form;
}

// A new or edited pin shows in its board's feed, the profile's created pins and any board list's cover, so a write
// refetches feeds and boards; an edit also refetches the pin itself.
const AFTER_CREATE = ['Feed', 'Board'] as const;

/**
 * The pins family's calls (shared/contracts/pins.ts), PinResource: a pin's closeup data (it fills the pin entities:
 * the contract `answers` a pin), create (JSON or upload), update and delete (the save flow's unsave).
 */
export const pinsApi = api.injectEndpoints({
  endpoints: (build) => ({
    pinGet: build.query<ResultOf<typeof endpoints.pinGet>, string>({
      query: (id) => call(endpoints.pinGet, { id }),
      providesTags: (_pin, _error, id) => [{ type: 'Pin', id }],
    }),
    pinCreate: contractMutation(build, endpoints.pinCreate, AFTER_CREATE),
    pinUpload: build.mutation<ResultOf<typeof endpoints.pinCreate>, UploadArgs>({
      // The options travel in the form, none in a JSON body.
      query: (args) => ({ contract: endpoints.pinCreate, options: {}, form: uploadForm(args) }),
      invalidatesTags: (_result, error) => (error ? [] : [...AFTER_CREATE]),
    }),
    pinUpdate: build.mutation<ResultOf<typeof endpoints.pinUpdate>, ArgsOf<typeof endpoints.pinUpdate>>({
      query: (options) => call(endpoints.pinUpdate, options),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...AFTER_CREATE, { type: 'Pin', id }]),
    }),
    // The save flow changes the pin entities in place (pinsSlice.savedChanged) rather than through tags: an unsave
    // must not refetch every feed on the page.
    pinDelete: build.mutation<ResultOf<typeof endpoints.pinDelete>, ArgsOf<typeof endpoints.pinDelete>>({
      query: (options) => call(endpoints.pinDelete, options),
    }),
  }),
});

export const { usePinGetQuery, usePinCreateMutation, usePinUploadMutation, usePinUpdateMutation } = pinsApi;
