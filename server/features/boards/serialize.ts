import type { Board, BoardRef } from '../../../shared/contracts/board';
import type { UserSummary } from '../../../shared/contracts/user';
import { boardPermissions, type BoardRole } from '../../../shared/domain/boardPermissions';
import { allSizes } from '../../../shared/domain/imageSizes';
import type { BoardRefRow, BoardRow, SectionRow } from './store';

export const boardUrl = (ownerUsername: string, slug: string) => `/${ownerUsername}/${slug}/`;

/** The board as a pin embeds it; followedByMe is the viewer's, false until a signed-in caller lays it over. */
export function toBoardRef(row: BoardRefRow, followedByMe = false): BoardRef {
  const id = String(row.id);
  return {
    entityId: id,
    id,
    name: row.name,
    url: boardUrl(row.owner_username, row.slug),
    layout: row.layout,
    privacy: row.privacy,
    isCollaborative: row.is_collaborative === 1,
    collaboratorCount: row.collaborator_count,
    ownerId: String(row.owner_id),
    followedByMe,
  };
}

function collaboratorPermissions(stored: string | null): string[] {
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
}

/** The viewer's role on a board from its owner and the viewer's stored membership (null: not a collaborator). */
export function boardRole(ownerId: number, storedCollaboratorPermissions: string | null, viewerId: number | null): BoardRole {
  if (viewerId !== null && viewerId === ownerId) return { kind: 'owner' };
  if (storedCollaboratorPermissions === null) return { kind: 'none' };
  return { kind: 'collaborator', permissions: collaboratorPermissions(storedCollaboratorPermissions) };
}

/** What the viewer may do on the board: the owner anything, a collaborator only the actions its permissions list (boardPermissions). */
export function viewerPermissions(ownerId: number, storedCollaboratorPermissions: string | null, viewerId: number | null): string[] {
  return boardPermissions(boardRole(ownerId, storedCollaboratorPermissions, viewerId));
}

export function toBoard(row: BoardRow, owner: UserSummary, sections: SectionRow[], viewerId: number | null): Board {
  const mine = collaboratorPermissions(row.my_permissions);
  const cover =
    row.cover_signature === null ? {} : allSizes(row.cover_signature, { width: row.cover_width!, height: row.cover_height! }, row.cover_color!);
  return {
    ...toBoardRef(row, row.followed_by_me === 1),
    description: row.description,
    collaboratedByMe: row.my_permissions !== null,
    collaboratorPermissions: mine,
    followerCount: row.follower_count,
    pinCount: row.pin_count,
    owner,
    coverImages: cover,
    sections: sections.map((s) => ({ id: String(s.id), slug: s.slug, title: s.title, pinCount: s.pin_count })),
    permissions: viewerPermissions(row.owner_id, row.my_permissions, viewerId),
    archived: row.archived === 1,
    coverPinId: row.cover_pin_id === null ? null : String(row.cover_pin_id),
  };
}
