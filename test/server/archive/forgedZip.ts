import { once } from 'node:events';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zips whose headers say what a test wants, true or not: an entry's declared length need not be its real one. The
 * tests of an archive import that must not trust what a zip says of itself build theirs here.
 */
export interface ForgedEntry {
  name: string;
  /** The entry's bytes as stored: deflated (method 8). */
  deflated: Buffer;
  /** The uncompressed length its headers declare. */
  declaredSize: number;
  crc: number;
}

/** An entry deflated honestly, declaring `declaredSize` (its real length unless a test says otherwise). */
export const entryOf = (name: string, data: Buffer, declaredSize = data.length): ForgedEntry => ({
  name,
  deflated: deflateRawSync(data),
  declaredSize,
  crc: crc32(data),
});

/**
 * `mib` MiB of zeros declaring `declaredSize`, as one deflate stream the way zip tools write one (about 1000 to 1:
 * 512 MiB is a 0.5 MB entry). Deflated a MiB at a time on zlib's threads, so the test's own thread stays free.
 */
export async function zerosEntry(name: string, mib: number, declaredSize: number): Promise<ForgedEntry> {
  const deflate = createDeflateRaw();
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const zeros = Buffer.alloc(1 << 20);
  for (let i = 0; i < mib; i++) if (!deflate.write(zeros)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return { name, deflated: Buffer.concat(out), declaredSize, crc: 0 };
}

/** The zip of `entries` (PKWARE APPNOTE 4.3: local headers and data, then the central directory and its end record). */
export function forgedZip(entries: ForgedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // version made by
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(e.crc >>> 0, 16);
    header.writeUInt32LE(e.deflated.length, 20);
    header.writeUInt32LE(e.declaredSize, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    central.push(header, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
