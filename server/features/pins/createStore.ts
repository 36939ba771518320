import type { Db } from '../../sqlite/open';
import type { PreparedImage } from './image';

export interface NewPin {
  pinner: number;
  board: number;
  section: number | null;
  title: string;
  description: string;
  altText: string | null;
  link: string | null;
  domain: string | null;
  method: string;
  now: number;
}

export function createPinCreationStore(db: Db) {
  // The same bytes uploaded again share one image row (signature is UNIQUE), so a repeat is not a conflict.
  const insertImage = db.prepare<[string, number, number, string]>(
    'INSERT INTO images (signature, width, height, dominant_color) VALUES (?, ?, ?, ?) ON CONFLICT(signature) DO NOTHING',
  );
  const imageId = db.prepare<[string], { id: number }>('SELECT id FROM images WHERE signature = ?');
  const insertPin = db.prepare<
    [number, number, number | null, number, number, string, string, string | null, string | null, string | null, string, number]
  >(
    `INSERT INTO pins (pinner_id, board_id, section_id, native_creator_id, image_id, title, description, alt_text, link, domain, creation_method, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  /** The image row and the pin in one IMMEDIATE transaction: a failure leaves neither. */
  const create = db.transaction((image: PreparedImage, recheck: () => void, p: NewPin): number => {
    recheck();
    insertImage.run(image.signature, image.width, image.height, image.dominantColor);
    const image_id = imageId.get(image.signature)!.id;
    const info = insertPin.run(
      p.pinner,
      p.board,
      p.section,
      p.pinner,
      image_id,
      p.title,
      p.description,
      p.altText,
      p.link,
      p.domain,
      p.method,
      p.now,
    );
    return Number(info.lastInsertRowid);
  });

  /** `recheck` runs first inside the transaction and may throw to refuse the write. */
  return { create: (image: PreparedImage, recheck: () => void, p: NewPin) => create.immediate(image, recheck, p) };
}

export type PinCreationStore = ReturnType<typeof createPinCreationStore>;
