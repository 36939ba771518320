import { escapeHtml } from '../../../shared/domain/html';
import type { RedirectOutcome } from './service';

export const PAGE_CSS_PATH = '/offsite/page.css';

/** The app's look (client/app colours and type), as a file: the CSP allows no inline style. */
export const PAGE_CSS = `
:root{color-scheme:light dark;--bg:light-dark(#fff,#111);--text:light-dark(#111,#f5f5f5);--subtle:light-dark(#5f5f5f,#b5b5b5);--surface:light-dark(#efefef,#2b2b2b);
font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Helvetica,Arial,sans-serif;color:var(--text);background:var(--bg)}
body{margin:0}
main{display:flex;flex-direction:column;align-items:center;gap:16px;max-width:480px;margin:64px auto;padding:0 16px;text-align:center}
h1{font-size:36px;font-weight:600;margin:0}
p{margin:0;line-height:1.5}.subtle{color:var(--subtle)}
.host{font-weight:700;overflow-wrap:anywhere}
.actions{display:flex;gap:8px;flex-wrap:wrap;justify-content:center}
.button{display:inline-flex;align-items:center;min-height:40px;min-width:70px;justify-content:center;padding:0 16px;border-radius:24px;font-weight:600;font-size:16px;text-decoration:none;background:var(--surface);color:var(--text)}
.button--primary{background:#d50c22;color:#fff}
.button:focus-visible{outline:none;box-shadow:0 0 0 3px #fff,0 0 0 6px #0074e8}
`;

interface Page {
  status: number;
  title: string;
  lines: string[];
  host?: string;
  /** The link to go on with, on the warning page only. */
  proceed?: string;
  back: string;
}

const BROKEN: Record<'invalid' | 'expired' | 'gone', Omit<Page, 'back'>> = {
  invalid: {
    status: 400,
    title: "This link doesn't work",
    lines: ['It was not made by Pinboard, or it was changed on the way. Go back to the Pin and click its link there.'],
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    lines: ['Links out of Pinboard work for a short while only. Go back to the Pin and click its link again.'],
  },
  gone: {
    status: 404,
    title: 'This link is no longer on the Pin',
    lines: ['The Pin was removed or its link was changed since you clicked it.'],
  },
};

const pinPath = (pinId: string | null) => (pinId ? `/pin/${pinId}/` : '/');

function page(outcome: Exclude<RedirectOutcome, { kind: 'redirect' }>): Page {
  switch (outcome.kind) {
    case 'broken':
      return { ...BROKEN[outcome.reason], back: pinPath(outcome.pinId) };
    case 'warning':
      return {
        status: 200,
        title: 'Heads up!',
        lines: [outcome.judgement.message ?? ''],
        host: outcome.judgement.host,
        proceed: outcome.url,
        back: pinPath(outcome.pinId),
      };
    case 'refused':
      return {
        status: 403,
        title: 'Heads up!',
        lines: [outcome.judgement.message ?? ''],
        host: outcome.judgement.host,
        back: pinPath(outcome.pinId),
      };
  }
}

/** The page /offsite/ shows instead of redirecting: text only (everything shown is escaped), no script. */
export function renderOffsitePage(outcome: Exclude<RedirectOutcome, { kind: 'redirect' }>): { status: number; html: string } {
  const p = page(outcome);
  const host = p.host ? `<p class="subtle">The link goes to <span class="host">${escapeHtml(p.host)}</span>.</p>` : '';
  const proceed = p.proceed
    ? `<a class="button" href="${escapeHtml(p.proceed)}" rel="noopener noreferrer" referrerpolicy="no-referrer">Continue to ${escapeHtml(p.host ?? 'the site')}</a>`
    : '';
  const lines = p.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(p.title)} | Pinboard</title><link rel="stylesheet" href="${PAGE_CSS_PATH}"></head>` +
    `<body><main><h1>${escapeHtml(p.title)}</h1>${lines}${host}` +
    `<div class="actions"><a class="button button--primary" href="${escapeHtml(p.back)}">Go back</a>${proceed}</div></main></body></html>`;
  return { status: p.status, html };
}
