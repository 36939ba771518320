import type { Response } from 'supertest';

/** The Set-Cookie line for `name` in a response, or undefined. */
export function setCookie(res: Response, name: string): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));
}

/** The value a response sets for cookie `name`, or undefined. */
export function setCookieValue(res: Response, name: string): string | undefined {
  return setCookie(res, name)
    ?.split(';')[0]
    .slice(name.length + 1);
}
