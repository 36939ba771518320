import type { ImageSource } from './media/images';
import { PALETTES } from './media/palettes';
import type { PictureSpec } from './media/picture';
import { makeOriginal, type PinDraft } from './pinDraft';
import type { Random } from './random';
import type { CollageItemRow } from '../tables';
import type { CategoryKey } from './text/catalogue';
import { fail, userNamed, type World } from './world';

interface CollageDef {
  pinner: string;
  title: string;
  category: CategoryKey;
  sources: number;
}

/**
 * The demo's collages: every chip case (five and four sources show their first three, three show all, two show
 * none). miacooks' collage is the one the browser suite opens.
 */
export const COLLAGES: readonly CollageDef[] = [
  { pinner: 'miacooks', title: 'Weekend Brunch Table Collage', category: 'food', sources: 5 },
  { pinner: 'demo', title: 'Our Living Room Moodboard Collage', category: 'home', sources: 4 },
  { pinner: 'leafandloam', title: 'Balcony Garden Dreams Collage', category: 'garden', sources: 3 },
  { pinner: 'wanderlust_jo', title: 'Coastal Getaway Collage', category: 'travel', sources: 2 },
  { pinner: 'paperandpaint', title: 'Studio Palette Collage', category: 'art', sources: 4 },
];

const COLLAGE_SIZE = { width: 900, height: 1200 };
/** Kinds whose picture is an ordinary still a collage can cut out of. */
const SOURCE_KINDS: ReadonlySet<PinDraft['kind']> = new Set(['image', 'product', 'recipe']);

/** Collage items before ids are given out: the collage and its sources are drafts until then. */
export interface CollageDraft {
  collage: PinDraft;
  sources: PinDraft[];
}

/**
 * Collage pins, made after every other pin and newer than all of them, so the ids (and images) of the rest of the
 * demo data stay as they were. Sources are originals of the collage's topic on public boards, so every visitor
 * sees their chips; their images are cut out of the sources' own pictures.
 */
export function buildCollages(r: Random, world: World, originals: readonly PinDraft[]): CollageDraft[] {
  const publicBoards = new Set(world.boards.filter((b) => b.row.privacy === 'public').map((b) => b.id));
  const picture = (pin: PinDraft): PictureSpec | null => {
    const source: ImageSource = world.images.sources[pin.row.image_id - 1];
    return source.kind === 'picture' && !source.animated ? source.picture : null;
  };
  const used = new Set<PinDraft>();
  return COLLAGES.map((def, i) => {
    const pinner = userNamed(world, def.pinner);
    const candidates = originals.filter(
      (p) => SOURCE_KINDS.has(p.kind) && p.categoryKey === def.category && publicBoards.has(p.row.board_id) && !used.has(p) && picture(p),
    );
    const sources = r.sample(candidates, def.sources);
    if (sources.length < def.sources) fail(`not enough ${def.category} pins for ${def.title}`);
    for (const s of sources) used.add(s);
    const imageId = world.images.add({
      kind: 'collage',
      collage: { ...COLLAGE_SIZE, palette: r.int(0, PALETTES.length - 1), seed: def.title, sources: sources.map((s) => picture(s)!) },
    });
    const board =
      world.boards.find(
        (b) => b.row.owner_id === pinner.id && b.row.privacy === 'public' && b.row.layout === 'default' && b.def.category === def.category,
      ) ?? fail(`${def.pinner} has no public ${def.category} board`);
    const collage = makeOriginal(r, world, { kind: 'collage', pinner, category: def.category, title: def.title, subject: def.title, imageId, board });
    // Newer than every other pin (all are at least an hour old), a minute apart, in list order.
    collage.row.created_at = world.now - 50 * 60_000 + i * 60_000;
    return { collage, sources };
  });
}

export function collageItemRows(collages: readonly CollageDraft[]): CollageItemRow[] {
  return collages.flatMap(({ collage, sources }) =>
    sources.map((source, position) => ({ collage_pin_id: collage.id, position, source_pin_id: source.id })),
  );
}
