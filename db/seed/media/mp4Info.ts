/** What the videos table needs from an MP4: read from its headers, since the machines that seed have no ffprobe. */
export interface Mp4Info {
  width: number;
  height: number;
  durationMs: number;
}

interface Box {
  type: string;
  start: number;
  end: number;
}

function* boxes(buf: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new Error(`malformed MP4 box at byte ${at}`);
    yield { type: buf.toString('latin1', at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

function child(buf: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of boxes(buf, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

export function readMp4Info(buf: Buffer): Mp4Info {
  const moov = [...boxes(buf, 0, buf.length)].find((b) => b.type === 'moov');
  const mvhd = moov && child(buf, moov, 'mvhd');
  if (!moov || !mvhd) throw new Error('MP4 has no movie header');
  const v1 = buf[mvhd.start] === 1;
  const timescale = buf.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const duration = v1 ? Number(buf.readBigUInt64BE(mvhd.start + 24)) : buf.readUInt32BE(mvhd.start + 16);
  for (const trak of boxes(buf, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(buf, trak, 'tkhd');
    if (!tkhd) continue;
    // Width and height close every tkhd version, as 16.16 fixed point.
    const width = buf.readUInt32BE(tkhd.end - 8) >>> 16;
    const height = buf.readUInt32BE(tkhd.end - 4) >>> 16;
    if (width > 0 && height > 0) return { width, height, durationMs: Math.round((duration * 1000) / timescale) };
  }
  throw new Error('MP4 has no video track');
}
