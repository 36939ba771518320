import { z } from 'zod';
import { LIMITS, PIN_CREATION } from '../constants';
import { clientTrackingParams, id } from './common';
import { resource } from './endpoint';
import { pin, savedInfo } from './pin';

// Only endpoints are exported as values: the registry mounts every value this module exports.

const webLink = z
  .string()
  .trim()
  .max(PIN_CREATION.linkMax)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), 'must be an http or https URL');

/** Multipart forms send every field as text; the same names as the JSON options, the file in `image`. */
export const pinCreate = resource('PinResource', 'create', {
  tag: 'pins',
  summary:
    "Create a pin on a board the viewer may save to (its owner, or a collaborator with 'save'), from exactly one image: an upload (multipart/form-data, file field `image`), `image_base64`, or `image_url` (fetched by the server, public addresses only). 201 with the pin as PinResource get answers it; 503 with Retry-After, naming the image field, while the server is busy with other images.",
  auth: 'required',
  options: z.object({
    board_id: id,
    section: id.nullable().optional(),
    image_url: z.string().trim().max(PIN_CREATION.linkMax).optional(),
    /** Plain base64, or a data: URL of an image. */
    image_base64: z.string().optional(),
    title: z.string().trim().max(PIN_CREATION.titleMax).optional(),
    description: z.string().max(LIMITS.pinDescription).optional(),
    link: webLink.nullable().optional(),
    alt_text: z.string().trim().max(PIN_CREATION.altTextMax).nullable().optional(),
    /** How the pin was made ('uploaded', 'scraped', 'button', ...); a 'button' without a guid is 'button_external'. */
    method: z
      .string()
      .regex(/^[a-z_]{1,40}$/, 'must be lowercase letters and _')
      .optional(),
    guid: z.string().max(64).optional(),
  }),
  data: pin,
  answers: 'pin',
  body: 'multipart',
});

/** Options left out keep their value; `link`, `alt_text` and `section` null (or '') clear it. */
export const pinUpdate = resource('PinResource', 'update', {
  tag: 'pins',
  summary:
    "Edit a pin the viewer may edit (its pinner, or a collaborator with 'edit' on its board): title, description, link, alt text, a section; or move it (its pinner, or a collaborator with 'move') to another board the viewer may save to. A move to another board leaves the section unless one is named. The pin as PinResource get answers it.",
  auth: 'required',
  options: z.object({
    id,
    title: z.string().trim().max(PIN_CREATION.titleMax).optional(),
    description: z.string().max(LIMITS.pinDescription).optional(),
    link: webLink.nullable().optional(),
    alt_text: z.string().trim().max(PIN_CREATION.altTextMax).nullable().optional(),
    board_id: id.optional(),
    section: id.nullable().optional(),
  }),
  data: pin,
  answers: 'pin',
});

export const pinGet = resource('PinResource', 'get', {
  tag: 'pins',
  summary: "A pin's closeup data.",
  auth: 'optional',
  options: z.object({ id }),
  data: pin,
  answers: 'pin',
});

export const pinDelete = resource('PinResource', 'delete', {
  tag: 'pins',
  summary:
    "Delete (unsave) a pin: its pinner, its board's owner, or a collaborator allowed 'delete'. Answers the deleted id, its original, and the viewer's remaining save of that original (another board), if any.",
  auth: 'required',
  options: z.object({
    id,
    /** When sent, must be the pin's board (400 otherwise). */
    board_id: id.optional(),
    client_tracking_params: clientTrackingParams.optional(),
  }),
  data: z.object({
    id: z.string(),
    board_id: z.string(),
    origin_pin_id: z.string(),
    /** The original's save count after the delete. */
    save_count: z.number().int(),
    /** The viewer's remaining save of that original (another board), or null. */
    savedInfo: savedInfo.nullable(),
  }),
});
