import request from 'supertest';
import { endpointList } from '../../shared/contracts/registry';
import { makeApp } from './helpers/app';

const { app } = makeApp();

describe('the API documents itself from the contract registry', () => {
  it('serves an OpenAPI 3 document with every registered endpoint', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const e of endpointList) {
      const path = e.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(res.body.paths[path]?.[e.method.toLowerCase()]?.operationId).toBe(e.id);
    }
  });

  it('describes options and the paged envelope', async () => {
    const doc = (await request(app).get('/api/openapi.json')).body;
    const homefeed = doc.paths['/resource/UserHomefeedResource/get/'].get;
    const ok = homefeed.responses['200'].content['application/json'].schema;
    expect(ok.properties.resource_response.properties).toHaveProperty('bookmark');
    const login = doc.paths['/resource/UserSessionResource/create/'].post;
    const options = login.requestBody.content['application/json'].schema.properties.options;
    expect(options.required).toEqual(expect.arrayContaining(['username_or_email', 'password']));
  });

  it('serves a readable docs page listing each endpoint', async () => {
    const res = await request(app).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('/resource/UserHomefeedResource/get/');
    expect(res.text).not.toMatch(/<script/);
  });
});
