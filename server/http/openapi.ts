import type { Router } from 'express';
import { z } from 'zod';
import { pathParams, type EndpointContract } from '../../shared/contracts/endpoint';
import { envelopeSchema, errorBody } from '../../shared/contracts/envelope';
import { endpointList } from '../../shared/contracts/registry';
import { renderDocsPage, DOCS_CSS } from './docsPage';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** `/v3/pins/:id/favorite/` as OpenAPI writes it: `/v3/pins/{id}/favorite/`. */
const openApiPath = (path: string) => pathParams(path).reduce((written, name) => written.replace(`:${name}`, `{${name}}`), path);

function operation(e: EndpointContract) {
  const options = toSchema(e.options, 'input');
  const resourceCall = e.path.startsWith('/resource/');
  const parameters: unknown[] = pathParams(e.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  let requestBody: unknown;
  if (e.method === 'GET' && resourceCall) {
    parameters.push({
      name: 'data',
      in: 'query',
      required: false,
      description: 'JSON `{"options": {...}}` (url-encoded).',
      content: { 'application/json': { schema: { type: 'object', properties: { options } } } },
    });
  } else if (e.method !== 'GET') {
    requestBody = {
      required: false,
      content: { 'application/json': { schema: resourceCall ? { type: 'object', properties: { options } } : options } },
    };
  } else {
    parameters.push({ name: 'options', in: 'query', style: 'form', explode: true, schema: options });
  }
  if (e.method !== 'GET') {
    parameters.push({
      name: 'X-CSRFToken',
      in: 'header',
      required: true,
      description: 'The current value of the `csrftoken` cookie (it changes when the session does).',
      schema: { type: 'string' },
    });
  }
  const failure = {
    description: 'Failure envelope',
    content: { 'application/json': { schema: toSchema(envelopeSchema(z.null(), false), 'output') } },
  };
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [e.tag],
    ...(e.auth === 'required' ? { security: [{ session: [] }] } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': {
        description: 'Success envelope',
        content: { 'application/json': { schema: toSchema(envelopeSchema(e.data, e.paged), 'output') } },
      },
      '400': failure,
      ...(e.auth === 'required' ? { '401': failure } : {}),
      '403': failure,
      '404': failure,
      default: failure,
    },
  };
}

export function buildOpenApi(endpoints: readonly EndpointContract[] = endpointList) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    (paths[openApiPath(e.path)] ??= {})[e.method.toLowerCase()] = operation(e);
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Pinboard API',
      version: '1',
      description:
        'Every answer is an envelope `{ resource_response: { status, code, message, data, bookmark?, error } }`. ' +
        'Resource calls live at `/resource/<Name>/<action>/`; GET reads `?data={"options":{...}}`, other methods a JSON body `{"options":{...}}`. ' +
        'State-changing calls need the `csrftoken` cookie echoed in `X-CSRFToken`; the token is bound to the session, so ' +
        're-read the cookie after signing up, logging in or out. Writes whose `Origin` names another site are refused.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sess' } },
      schemas: { Error: toSchema(errorBody, 'output') },
    },
    paths,
  };
}

export function mountDocs(router: Router): void {
  let cached: string | undefined;
  router.get('/api/openapi.json', (_req, res) => {
    cached ??= JSON.stringify(buildOpenApi());
    res.type('application/json').send(cached);
  });
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(renderDocsPage(endpointList));
  });
  router.get('/api/docs.css', (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(DOCS_CSS);
  });
}
