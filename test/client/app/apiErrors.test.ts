import { apiErrorMessage, SERVER_FAILED } from '../../../client/app/apiErrors';

describe("apiErrorMessage: the server's words, else the generic text", () => {
  test.each([
    ['a server message', { status: 403, code: 'forbidden', message: 'This invite is for someone else.' }, 'This invite is for someone else.'],
    ['a server error without a message', { status: 500, code: 'internal_error', message: '' }, SERVER_FAILED],
    ['no answer at all (made up by the client)', { status: 0, code: 'network_error', message: 'Could not reach the server.' }, SERVER_FAILED],
    ['an answer that was no envelope', { status: 502, code: 'http_error', message: 'The server answered 502.' }, SERVER_FAILED],
    ['an unreadable envelope', { status: 200, code: 'bad_response', message: 'Unreadable.' }, SERVER_FAILED],
    ['a thrown exception (no status)', { name: 'TypeError', message: 'x is undefined' }, SERVER_FAILED],
    ['nothing', undefined, SERVER_FAILED],
  ])('%s', (_, error, expected) => expect(apiErrorMessage(error)).toBe(expected));
});
