import type { OptionsOf } from '../../../shared/contracts/endpoint';
import type * as contracts from '../../../shared/contracts/pins';
import type { Pin } from '../../../shared/contracts/pin';
import { safeWebLink } from '../../../shared/domain/links';
import type { Clock, PinCreationConfig } from '../../config';
import { badRequest } from '../../http/errors';
import type { ImageFetcher } from '../../http/imageFetch/fetchImage';
import type { BoardsService } from '../boards/service';
import type { FeedsService } from '../feeds/service';
import { decodeBase64Image } from './base64';
import type { DecodeGate } from './decodeGate';
import { domainOf } from './domain';
import { fetchFailure } from './fetchFailure';
import { prepareImage } from './image';
import type { PinCreationStore } from './createStore';

type CreateOptions = OptionsOf<typeof contracts.pinCreate>;

/** The image a call brings, named by the field a refusal should point at. */
interface ImageInput {
  field: 'image' | 'image_base64' | 'image_url';
  load: () => Promise<Buffer>;
  method: string;
}

export interface PinCreationDeps {
  store: PinCreationStore;
  boards: BoardsService;
  feeds: FeedsService;
  fetcher: ImageFetcher;
  decodeGate: DecodeGate;
  config: PinCreationConfig;
  mediaDir: string;
  clock: Clock;
}

export function createPinCreationService({ store, boards, feeds, fetcher, decodeGate, config, mediaDir, clock }: PinCreationDeps) {
  function imageInput(o: CreateOptions, upload: Buffer | null): ImageInput {
    const inputs: ImageInput[] = [];
    if (upload) inputs.push({ field: 'image', load: async () => upload, method: 'uploaded' });
    if (o.image_base64 !== undefined) {
      inputs.push({ field: 'image_base64', load: async () => decodeBase64Image(o.image_base64!, config.maxImageBytes), method: 'uploaded' });
    }
    if (o.image_url !== undefined) {
      const url = o.image_url;
      inputs.push({ field: 'image_url', load: () => fetcher.fetchImage(url).catch(fetchFailure), method: 'scraped' });
    }
    if (inputs.length !== 1) {
      const problem = inputs.length === 0 ? 'one image is required' : 'send only one of image, image_base64 and image_url';
      throw badRequest(`Send exactly one image: an upload, image_base64 or image_url.`, { image: problem });
    }
    return inputs[0];
  }

  /**
   * Everything that can be refused cheaply (permission, section, link, which image) is checked before any image work,
   * so a refused call never fetches or decodes; the rows are written only after the image's files exist.
   */
  async function create(o: CreateOptions, viewerId: number, upload: Buffer | null): Promise<Pin> {
    const target = () => {
      const board = boards.allowing(Number(o.board_id), viewerId, 'save', 'You do not have permission to save to that board.');
      const section = o.section != null ? boards.section(Number(o.section), board.id) : null;
      if (o.section != null && !section) throw badRequest('That section is not on the board.', { section: 'not a section of board_id' });
      return { board, section };
    };
    const { board, section } = target();
    const link = o.link ? safeWebLink(o.link) : null;
    if (o.link && !link) throw badRequest('The link must be an http or https URL.', { link: 'must be an http or https URL' });
    const input = imageInput(o, upload);

    const bytes = await input.load();
    const image = await decodeGate.run(input.field, () => prepareImage(bytes, { mediaDir, maxPixels: config.maxImagePixels, field: input.field }));
    const method = o.method === 'button' && !o.guid ? 'button_external' : (o.method ?? input.method);
    // Asked again inside the write: the board, the section or the right to save may have gone while the image was
    // fetched and encoded, which would otherwise surface as a foreign-key failure (a 500).
    const id = store.create(image, target, {
      pinner: viewerId,
      board: board.id,
      section: section?.id ?? null,
      title: o.title ?? '',
      description: o.description ?? '',
      altText: o.alt_text || null,
      link,
      domain: domainOf(link),
      method,
      now: clock.now(),
    });
    return feeds.pin(String(id), viewerId);
  }

  return { create };
}

export type PinCreationService = ReturnType<typeof createPinCreationService>;
