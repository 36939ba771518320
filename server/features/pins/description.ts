import sanitizeHtml from 'sanitize-html';

// Descriptions may carry a little inline formatting; anything executable or structural is dropped, and links may
// not pass page rank or the opener.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['br', 'b', 'strong', 'i', 'em', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener' }) },
};

export function descriptionHtml(description: string): string {
  return sanitizeHtml(description.replace(/\r?\n/g, '<br>'), OPTIONS);
}
