import type { BoardDetail } from '../../../shared/contracts/board';

type Section = BoardDetail['sections'][number];

/**
 * The section a board url's last segment names: its slug (any case, as typed), or its id, the spec's
 * `/{username}/{boardId}/{boardSectionId}` form. A slug wins, so a section titled '2024' keeps its page.
 */
export function sectionOf(sections: readonly Section[], segment: string): Section | undefined {
  const slug = segment.toLowerCase();
  return sections.find((s) => s.slug === slug) ?? sections.find((s) => s.id === segment);
}
