import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureImages } from '../../db/seed/media/images';
import { avatarPicture } from '../../db/seed/pictures';

// The first start draws about 500 images for half a minute: the seed says how far it is as it goes.
describe('seed images show progress', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-seed-images-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const sources = [1, 2, 3, 4, 5].map((n) => avatarPicture(`progress${n}`, `Progress ${n}`, n));

  it('logs a line every few images while generating, and none when every image is already there', async () => {
    const lines: string[] = [];
    const first = await ensureImages(dir, sources, (line) => lines.push(line), 2);
    expect(first.generated).toBe(5);
    expect(lines).toEqual([`generating 5 of 5 seed images in ${dir}`, 'seed images: 2 of 5', 'seed images: 4 of 5']);

    const again: string[] = [];
    const second = await ensureImages(dir, sources, (line) => again.push(line), 2);
    expect(second).toMatchObject({ generated: 0, reused: 5 });
    expect(again).toEqual([]);
  });
});
