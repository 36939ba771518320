import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes of the scripts and stylesheets index.html loads before any lazy route chunk. */
export function initialBundle(clientDir: string): { js: number; css: number; files: string[] } {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  const gz = (url: string) => gzipSync(readFileSync(path.join(clientDir, url.replace(/^\//, '')))).length;
  return {
    js: scripts.reduce((sum, s) => sum + gz(s), 0),
    css: styles.reduce((sum, s) => sum + gz(s), 0),
    files: [...scripts, ...styles],
  };
}
