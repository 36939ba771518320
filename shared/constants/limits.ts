export const LIMITS = {
  boardTitle: 50,
  /** The spec gives no board description limit; the pin description's (500) serves. */
  boardDescription: 500,
  /** The spec gives no section title limit; the board title's (50) serves. */
  sectionTitle: 50,
  /** A reorder lists every section of the board; no board needs more. */
  sectionsPerBoard: 500,
  pinDescription: 500,
  firstName: 30,
  /** The spec names only the first name's limit (30); a full name holds a first and a last. */
  fullName: 60,
  /** A profile's about text; the spec gives none, the pin description's (500) serves. */
  about: 500,
  anonymousSaves: 2,
  favoriteCountCap: 9,
  topReactions: 3,
  pinChips: 3,
  newUserWindowDays: 28,
  username: { min: 3, max: 30 },
  password: { min: 8, max: 200 },
  searchQuery: 200,
  /** Interests one generic feedback call may name. */
  feedbackInterests: 20,
  /** The feedback overlay's subtitle is hidden on cards shorter than this (px). */
  feedbackSubtitleMinHeight: 250,
  /** The board page's header shows this many collaborators' avatars; the collaborator count tells the rest. */
  boardHeaderCollaborators: 5,
} as const;
