/**
 * The section a board url's last segment names: its slug (any case, as typed), or its id, the spec's
 * `/{username}/{boardId}/{boardSectionId}` form. A slug wins, so a section titled '2024' keeps its page. The board page
 * and the server's answer for its url (a 404 for a section the board does not have) read the same rule.
 */
export function sectionOf<S extends { id: string; slug: string }>(sections: readonly S[], segment: string): S | undefined {
  const slug = segment.toLowerCase();
  return sections.find((s) => s.slug === slug) ?? sections.find((s) => s.id === segment);
}
