import sharp from 'sharp';

/** libvips' 16-bin histogram puts 0..16 in bin 0, 17..32 in bin 1, ... (measured, not v >> 4). */
const BIN = Uint8Array.from({ length: 256 }, (_, v) => (v === 0 ? 0 : (v - 1) >> 4));

/**
 * sharp's `stats().dominant` of an encoded image, as '#rrggbb'. It is the same computation as sharp's (the fullest
 * bin of a 16x16x16 sRGB histogram, reported as the bin's centre), done here over the decoded pixels because
 * `stats()` also computes entropy and sharpness, which cost four times the decode. test/server/seed.test.ts checks
 * the two agree.
 */
export async function dominantColor(encoded: Buffer): Promise<string> {
  // Seed JPEGs are 3-channel sRGB, as the histogram below assumes.
  const { data, info } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`dominant colour expects RGB, got ${info.channels} channels`);
  const bins = new Uint32Array(16 * 16 * 16);
  for (let i = 0; i < data.length; i += 3) bins[(BIN[data[i + 1]] << 8) | (BIN[data[i]] << 4) | BIN[data[i + 2]]]++;
  // Scan in libvips' order (histogram row = green, column = red, band = blue) so ties resolve the same way.
  let best = 0;
  for (let i = 1; i < bins.length; i++) if (bins[i] > bins[best]) best = i;
  const centre = (bin: number) => (bin * 16 + 8).toString(16).padStart(2, '0');
  return `#${centre((best >> 4) & 15)}${centre(best >> 8)}${centre(best & 15)}`;
}
