export interface JsonBounds {
  /** Nesting levels of arrays and objects; a scalar is depth 0, `{}` and `[]` depth 1. */
  maxDepth: number;
  /** UTF-8 bytes of the value written as compact JSON. */
  maxBytes: number;
}

function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** A string's JSON size: its quotes, and one extra byte per escaped character (close enough for a limit). */
function jsonStringBytes(s: string): number {
  let escapes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c) escapes += c < 0x20 ? 5 : 1;
  }
  return utf8Length(s) + escapes + 2;
}

/**
 * Why a parsed JSON value exceeds the bounds, or null. The walk keeps its own stack, so no depth can overflow it
 * (JSON.stringify throws a RangeError near 5,000 levels, which is what this guards), and it stops at the first
 * limit passed, so an oversized value costs no more than the limit to look at.
 */
export function jsonBoundsProblem(value: unknown, { maxDepth, maxBytes }: JsonBounds): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  let bytes = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v !== null && typeof v === 'object') {
      if (depth + 1 > maxDepth) return `must be nested at most ${maxDepth} levels deep`;
      if (Array.isArray(v)) {
        bytes += 2 + Math.max(0, v.length - 1);
        for (const item of v) stack.push([item, depth + 1]);
      } else {
        const entries = Object.entries(v);
        bytes += 2 + Math.max(0, entries.length - 1);
        for (const [key, item] of entries) {
          bytes += jsonStringBytes(key) + 1;
          stack.push([item, depth + 1]);
        }
      }
    } else if (typeof v === 'string') bytes += jsonStringBytes(v);
    else bytes += String(v).length;
    if (bytes > maxBytes) return `must be at most ${maxBytes} bytes of JSON`;
  }
  return null;
}
