import { z } from 'zod';
import type { EndpointContract } from '../../shared/contracts/endpoint';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const DOCS_CSS = `
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}
h1{font-size:1.6rem}h2{font-size:1.1rem;margin:2rem 0 .25rem;text-transform:capitalize}
section{border:1px solid #ddd;border-radius:12px;padding:.75rem 1rem;margin:.75rem 0}
code,pre{font:13px ui-monospace,monospace}pre{background:#f6f6f6;padding:.5rem;border-radius:8px;overflow:auto;max-height:20rem}
.m{display:inline-block;min-width:4.5rem;font-weight:700}.GET{color:#0a7d32}.POST{color:#0b5cad}.PUT{color:#9a6700}.DELETE{color:#b3261e}
.auth{font-size:.8rem;background:#eee;border-radius:6px;padding:0 .4rem;margin-left:.5rem}
`;

/** A readable page generated from the same registry as /api/openapi.json (no script: the CSP allows none inline). */
export function renderDocsPage(endpoints: readonly EndpointContract[]): string {
  const byTag = new Map<string, EndpointContract[]>();
  for (const e of endpoints) byTag.set(e.tag, [...(byTag.get(e.tag) ?? []), e]);
  const sections = [...byTag]
    .map(([tag, list]) => {
      const items = list
        .map((e) => {
          const schema = JSON.stringify(z.toJSONSchema(e.options, { io: 'input', unrepresentable: 'any' }), null, 2);
          return `<section id="${escape(e.id)}"><div><span class="m ${e.method}">${e.method}</span><code>${escape(e.path)}</code>${
            e.auth === 'required' ? '<span class="auth">sign-in required</span>' : ''
          }${e.paged ? '<span class="auth">paged</span>' : ''}</div><p>${escape(e.summary)}</p><details><summary>options</summary><pre>${escape(schema)}</pre></details></section>`;
        })
        .join('');
      return `<h2>${escape(tag)}</h2>${items}`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pinboard API</title><link rel="stylesheet" href="/api/docs.css"></head><body><main><h1>Pinboard API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3). Every answer is the <code>resource_response</code> envelope; state-changing calls echo the <code>csrftoken</code> cookie in <code>X-CSRFToken</code>.</p>${sections}</main></body></html>`;
}
