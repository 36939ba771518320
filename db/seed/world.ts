import { BOARDS, QUICK_SAVES_NAME, type BoardDef } from './boards';
import { INTERESTS } from './interests';
import { avatarPicture, ImageRegistry } from './pictures';
import type { Random } from './random';
import type { BoardCollaboratorRow, BoardRow, BoardSectionRow, InterestRow, UserRow } from '../tables';
import { slugify } from '../../shared/domain/slug';
import { USERS, type UserProfile } from './users';
import { PALETTES } from './media/palettes';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface SeedUser {
  id: number;
  profile: UserProfile;
  row: Omit<UserRow, 'password_hash'>;
}

export interface SeedBoard {
  id: number;
  def: BoardDef;
  row: BoardRow;
  sectionIds: number[];
  /** Owner and collaborators, with the time each could first pin here. */
  members: Map<number, number>;
  /** Pins placed so far while planning. */
  pinsPlaced: number;
}

/** Users, boards and topics: everything pins are made into. */
export interface World {
  now: number;
  images: ImageRegistry;
  users: SeedUser[];
  boards: SeedBoard[];
  sections: BoardSectionRow[];
  collaborators: BoardCollaboratorRow[];
  interests: InterestRow[];
}

/** A time between `from` and `to`, leaning towards `to` so recent activity is denser, as on a live site. */
export function timeBetween(r: Random, from: number, to: number): number {
  const t = 1 - r.next() ** 2;
  return Math.floor(from + Math.max(0, to - from) * t);
}

export function buildWorld(r: Random, now: number): World {
  const images = new ImageRegistry();
  const users: SeedUser[] = USERS.map((profile, i) => {
    const createdAt = now - profile.ageDays * DAY - r.int(0, 20) * HOUR;
    const firstName = profile.fullName.split(' ')[0];
    return {
      id: i + 1,
      profile,
      row: {
        id: i + 1,
        username: profile.username,
        email: `${profile.username}@example.com`,
        first_name: firstName,
        full_name: profile.fullName,
        about: profile.about,
        country: profile.country,
        avatar_image_id: images.add(avatarPicture(profile.username, profile.fullName, i % PALETTES.length)),
        is_partner: Number(profile.isPartner ?? false),
        is_employee: Number(profile.isEmployee ?? false),
        is_verified_merchant: Number(profile.isVerifiedMerchant ?? false),
        verified_identity: Number(profile.verifiedIdentity ?? false),
        is_ads_only_profile: Number(profile.isAdsOnlyProfile ?? false),
        ads_only_profile_site: profile.adsOnlyProfileSite ?? null,
        is_primary_website_verified: Number(profile.isPrimaryWebsiteVerified ?? false),
        website_domain: profile.websiteDomain ?? null,
        save_behavior: profile.saveBehavior ?? 0,
        created_at: createdAt,
      },
    };
  });
  const byName = new Map(users.map((u) => [u.profile.username, u]));
  const user = (name: string) => byName.get(name) ?? fail(`unknown user ${name}`);

  const sections: BoardSectionRow[] = [];
  const collaborators: BoardCollaboratorRow[] = [];
  const boards: SeedBoard[] = BOARDS.map((def, i) => {
    const owner = user(def.owner);
    const ownerSince = owner.row.created_at;
    // Boards appear in the first third of the owner's life on the site, so their pins can spread over the rest.
    const createdAt = timeBetween(r, ownerSince + HOUR, ownerSince + Math.floor((now - ownerSince) / 3));
    const id = i + 1;
    const members = new Map<number, number>([[owner.id, createdAt]]);
    for (const name of def.collaborators ?? []) {
      const collaborator = user(name);
      const since = Math.max(createdAt, collaborator.row.created_at) + r.int(1, 48) * HOUR;
      members.set(collaborator.id, Math.min(since, now - HOUR));
      collaborators.push({ board_id: id, user_id: collaborator.id, permissions: '["save","favorite"]', created_at: Math.min(since, now - HOUR) });
    }
    const sectionIds = (def.sections ?? []).map((title) => {
      sections.push({ id: sections.length + 1, board_id: id, title, slug: slugify(title), position: sections.length + 1 });
      return sections.length;
    });
    const quickSaves = def.name === QUICK_SAVES_NAME && def.category === null;
    return {
      id,
      def,
      sectionIds,
      members,
      pinsPlaced: 0,
      row: {
        id,
        owner_id: owner.id,
        name: def.name,
        slug: slugify(def.name),
        description: def.description ?? '',
        privacy: def.privacy,
        layout: quickSaves ? 'quick_saves' : 'default',
        is_collaborative: Number(def.collaborators !== undefined),
        created_at: createdAt,
        archived: 0,
        cover_pin_id: null,
      },
    };
  });
  const interests = INTERESTS.map((d, i) => ({ id: i + 1, name: d.name, url_name: d.urlName }));
  return { now, images, users, boards, sections, collaborators, interests };
}

export function fail(message: string): never {
  throw new Error(`seed: ${message}`);
}

export function userNamed(world: World, username: string): SeedUser {
  return world.users.find((u) => u.profile.username === username) ?? fail(`unknown user ${username}`);
}
