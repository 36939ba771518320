import type { APIRequestContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl } from './page';
import { getResource } from './pins';
import { csrfToken } from './session';

const METHOD = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/** A resource write through the API as the client makes it (CSRF header, `{"options": ...}`): its status and data. */
export async function writeResource<T = Record<string, unknown>>(
  request: APIRequestContext,
  resource: string,
  action: keyof typeof METHOD,
  options: Record<string, unknown>,
): Promise<{ status: number; data: T }> {
  const res = await request.fetch(`${baseUrl()}/resource/${resource}/${action}/`, {
    method: METHOD[action],
    headers: { 'x-csrftoken': await csrfToken(request) },
    data: { options },
  });
  return { status: res.status(), data: (await res.json()).resource_response.data as T };
}

/** Creates through a resource as the context's signed-in person and answers the data; anything but a 201 throws. */
export async function createResource<T>(request: APIRequestContext, resource: string, options: Record<string, unknown>): Promise<T> {
  const { status, data } = await writeResource<T>(request, resource, 'create', options);
  if (status !== 201) throw new Error(`${resource} create answered ${status}: ${JSON.stringify(data)}`);
  return data;
}

export interface CreatedBoard {
  id: string;
  name: string;
  url: string;
}

/** A board of the context's signed-in person, made through the API (BoardResource create). */
export const createBoard = (request: APIRequestContext, name: string, more: Record<string, unknown> = {}) =>
  createResource<CreatedBoard>(request, 'BoardResource', { name, ...more });

/** The ids of a board's pins, sorted, as its feed answers them. */
export const boardPinIds = async (page: Page, boardId: string) =>
  (await getResource<{ id: string }[]>(page, 'BoardFeedResource', { board_id: boardId })).data.map((p) => p.id).sort();

/** A pin of the context's signed-in person on `boardId`, with a plain image of `colour`, made as the pin builder makes it. */
export async function createImagePin(request: APIRequestContext, boardId: string, colour: string, more: Record<string, unknown> = {}) {
  const image = await sharp({ create: { width: 120, height: 160, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return createResource<{ id: string }>(request, 'PinResource', { board_id: boardId, image_base64: image.toString('base64'), ...more });
}
