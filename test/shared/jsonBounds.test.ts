import { jsonBoundsProblem } from '../../shared/domain/jsonBounds';

const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);
const bounds = { maxDepth: 3, maxBytes: 40 };

describe('jsonBoundsProblem', () => {
  it.each<[string, unknown]>([
    ['a scalar', 'x'],
    ['null', null],
    ['an object at the depth limit', { a: { b: [1] } }],
    ['exactly the byte limit', { k: 'x'.repeat(32) }], // {"k":"xxx..."} is 8 + 32 bytes
  ])('accepts %s', (_label, value) => expect(jsonBoundsProblem(value, bounds)).toBeNull());

  it.each<[string, unknown, RegExp]>([
    ['one level too deep', { a: { b: [[1]] } }, /at most 3 levels deep/],
    ['100,000 levels deep, without overflowing the stack', deep(100_000), /at most 3 levels deep/],
    ['one byte over the limit', { k: 'x'.repeat(33) }, /at most 40 bytes/],
    ['multi-byte characters counted as UTF-8', { k: 'é'.repeat(17) }, /at most 40 bytes/],
    ['many keys', Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i])), /at most 40 bytes/],
    ['a long array', Array.from({ length: 30 }, () => 1), /at most 40 bytes/],
  ])('refuses %s', (_label, value, message) => expect(jsonBoundsProblem(value, bounds)).toMatch(message));

  it('sizes compact JSON as JSON.stringify writes it', () => {
    const value = { a: [1, 'two', null, true], b: { c: 'é"\\' } };
    const size = Buffer.byteLength(JSON.stringify(value));
    expect(jsonBoundsProblem(value, { maxDepth: 5, maxBytes: size })).toBeNull();
    expect(jsonBoundsProblem(value, { maxDepth: 5, maxBytes: size - 1 })).not.toBeNull();
  });
});
