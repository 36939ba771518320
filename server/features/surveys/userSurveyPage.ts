import type { Express, Response } from 'express';

/**
 * Our own survey (the demo survey experience's link): a static page made to be framed by our survey dialog
 * (client/features/experiences/survey). It reports to the page framing it by postMessage, to our origin only:
 * 'loaded' at once, then 'finished' when sent or 'dismissed' on No thanks. The answers are not kept: the page shows
 * the framing protocol working end to end, not a survey product.
 */
export const USER_SURVEY_PATH = '/surveys/user';

/** Only our own pages may frame it (the app's policy frames nothing); no script or style but its own files. */
const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pinboard survey</title>
<link rel="stylesheet" href="${USER_SURVEY_PATH}.css">
<script src="${USER_SURVEY_PATH}.js" defer></script>
</head>
<body>
<main>
<h1>How is Pinboard working for you?</h1>
<form id="survey">
<fieldset>
<legend>How easy is it to find ideas you like?</legend>
<label><input type="radio" name="ease" value="1" required> Very hard</label>
<label><input type="radio" name="ease" value="2"> Hard</label>
<label><input type="radio" name="ease" value="3"> Neither</label>
<label><input type="radio" name="ease" value="4"> Easy</label>
<label><input type="radio" name="ease" value="5"> Very easy</label>
</fieldset>
<label for="better">What would make Pinboard better for you? (optional)</label>
<textarea id="better" name="better" rows="4" maxlength="1000"></textarea>
<div class="actions">
<button type="button" id="dismiss">No thanks</button>
<button type="submit">Send</button>
</div>
</form>
<p id="thanks" role="status" hidden>Thank you for your answers.</p>
</main>
</body>
</html>
`;

const SCRIPT = `'use strict';
(function () {
  var tell = function (message) {
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  };
  var form = document.getElementById('survey');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    form.hidden = true;
    document.getElementById('thanks').hidden = false;
    tell('finished');
  });
  document.getElementById('dismiss').addEventListener('click', function () {
    tell('dismissed');
  });
  tell('loaded');
})();
`;

const STYLE = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #111; background: #fff; }
main { max-width: 560px; margin: 0 auto; padding: 16px; }
h1 { font-size: 22px; }
fieldset { margin: 0 0 16px; padding: 8px 12px; border: 1px solid #767676; border-radius: 8px; }
fieldset label { display: block; padding: 4px 0; }
textarea { display: block; box-sizing: border-box; width: 100%; margin-top: 4px; font: inherit; }
.actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 16px; }
button { padding: 8px 16px; border: 0; border-radius: 20px; font: inherit; font-weight: 600; background: #e9e9e9; color: #111; cursor: pointer; }
button[type='submit'] { background: #c8102e; color: #fff; }
`;

function send(res: Response, type: string, body: string): void {
  res.setHeader('Content-Security-Policy', POLICY);
  res.setHeader('Cache-Control', 'no-cache');
  res.type(type).send(body);
}

export function mountUserSurveyPage(app: Express): void {
  app.get(USER_SURVEY_PATH, (_req, res) => send(res, 'html', HTML));
  app.get(`${USER_SURVEY_PATH}.js`, (_req, res) => send(res, 'js', SCRIPT));
  app.get(`${USER_SURVEY_PATH}.css`, (_req, res) => send(res, 'css', STYLE));
}
