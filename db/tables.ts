/** Rows as db/migrations store them, one interface per table (column names kept so inserts bind by name). Plain types:
 * the seed writes them and the server's stores read them, and this file imports nothing. */

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  first_name: string;
  full_name: string;
  about: string;
  country: string;
  avatar_image_id: number | null;
  is_partner: number;
  is_employee: number;
  is_verified_merchant: number;
  verified_identity: number;
  is_ads_only_profile: number;
  ads_only_profile_site: string | null;
  is_primary_website_verified: number;
  website_domain: string | null;
  save_behavior: 0 | 1;
  created_at: number;
}

export interface ImageRow {
  id: number;
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
}

export interface VideoRow {
  id: number;
  signature: string;
  width: number;
  height: number;
  duration_ms: number;
  thumbnail_image_id: number;
}

export interface InterestRow {
  id: number;
  name: string;
  url_name: string;
}

export interface BoardRow {
  id: number;
  owner_id: number;
  name: string;
  slug: string;
  description: string;
  privacy: 'public' | 'protected' | 'secret';
  layout: 'default' | 'quick_saves';
  is_collaborative: number;
  created_at: number;
  archived: number;
  /** NULL: the newest pin is the cover. */
  cover_pin_id: number | null;
}

export interface BoardSectionRow {
  id: number;
  board_id: number;
  title: string;
  slug: string;
  /** The section's place in its board (lowest first). */
  position: number;
}

export interface BoardCollaboratorRow {
  board_id: number;
  user_id: number;
  permissions: string;
  created_at: number;
}

export interface PinRow {
  id: number;
  pinner_id: number;
  board_id: number;
  section_id: number | null;
  native_creator_id: number | null;
  origin_pin_id: number | null;
  image_id: number;
  video_id: number | null;
  is_gif: number;
  title: string;
  description: string;
  pin_note: string;
  alt_text: string | null;
  auto_alt_text: string | null;
  link: string | null;
  tracked_link: string | null;
  domain: string | null;
  category: string | null;
  rich_summary_json: string | null;
  carousel_json: string | null;
  story_pin_json: string | null;
  collection_json: string | null;
  ad_json: string | null;
  promoter_id: number | null;
  sponsor_id: number | null;
  sponsorship_status: number | null;
  is_promoted: number;
  is_one_tap: number;
  /** How many times the pin was saved; saves aggregate on the original, so a saved copy keeps 0. */
  save_count: number;
  favorite_user_count: number;
  created_at: number;
  /** PinResource create's method (0015); null for seeded pins and saves. */
  creation_method: string | null;
}

/** One source of a collage pin, in the collage's order. */
export interface CollageItemRow {
  collage_pin_id: number;
  position: number;
  source_pin_id: number;
}

/** A Today article: an editorial collection of pins (0026). */
export interface TodayArticleRow {
  id: number;
  title: string;
  description: string;
  cover_image_id: number;
  created_at: number;
}

/** One pin of a Today article, at its place in the article (lowest first). */
export interface TodayArticlePinRow {
  article_id: number;
  position: number;
  pin_id: number;
}

export interface PinInterestRow {
  pin_id: number;
  interest_id: number;
}

export interface UserFollowRow {
  follower_id: number;
  followee_id: number;
  created_at: number;
}

export interface BoardFollowRow {
  user_id: number;
  board_id: number;
  created_at: number;
}

export interface InterestFollowRow {
  user_id: number;
  interest_id: number;
  created_at: number;
}

export interface ReactionRow {
  pin_id: number;
  user_id: number;
  reaction_type: 1 | 5 | 7 | 11 | 13;
  created_at: number;
}

export interface FavoriteRow {
  pin_id: number;
  user_id: number;
  created_at: number;
}

/** A person's custom board order (BoardsResource get, sort 'custom'); lowest position first. */
export interface BoardOrderRow {
  user_id: number;
  board_id: number;
  position: number;
}

/** Profile view settings (UserSettingsResource, part profile_view); no row means the defaults. */
export interface ProfileViewSettingsRow {
  user_id: number;
  board_sort_order: 'alphabetical' | 'last_pinned_to' | 'oldest' | 'newest' | 'group_boards_at_top' | 'custom';
  board_filter: 'NONE' | 'GROUP' | 'SECRET' | 'ARCHIVED';
  board_pin_density: 'compact' | 'default' | 'comfy';
  profile_pin_density: 'compact' | 'default' | 'comfy';
  self_profile_pin_filter: 'none' | 'COLORS' | 'CREATED_BY_ME' | 'FAVORITED' | 'FAVORITED_AND_CREATED_BY_ME' | 'INTERESTS';
  updated_at: number;
}

/** A person's appearance choice (UserSettingsResource, part appearance); no row means 'system'. */
export interface AppearanceSettingsRow {
  user_id: number;
  theme: 'light' | 'dark';
  updated_at: number;
}

/** Someone allowed to author experiences (granted by `npm run admin -- operator grant <username>`). */
export interface OperatorRow {
  user_id: number;
  granted_at: number;
}

/** An experience placed on a placement; JSON columns as text, NULL targeting columns mean anyone. */
export interface ExperienceRow {
  id: number;
  placement_id: number;
  experience_id: number;
  type: 0 | 5 | 8 | 10 | 14 | 26 | 27 | 28 | 29;
  display_data: string;
  metadata: string;
  triggerable_placed_exps: string;
  priority: number;
  target_auth: 'any' | 'signed_in' | 'signed_out';
  target_countries: string | null;
  target_new_user: 0 | 1 | null;
  target_partner: 0 | 1 | null;
  target_platforms: string | null;
  target_paths: string | null;
  starts_at: number | null;
  ends_at: number | null;
  retired_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

/** Where a viewer ('u:{userId}', or 'v:{hash of the visitor cookie}') is with an experience; no row: unviewed. */
export interface ExperienceStateRow {
  experience_row: number;
  viewer_key: string;
  user_id: number | null;
  status: 'viewed' | 'completed' | 'dismissed';
  viewed_at: number;
  finished_at: number | null;
}

export interface ExperienceTriggerRow {
  experience_row: number;
  viewer_key: string;
  user_id: number | null;
  extra_context: string;
  triggered_at: number;
}

/** A person's cookie consent (UserSettingsResource update); no row means undecided. */
export interface CookieConsentRow {
  user_id: number;
  allow_analytic_cookies: 0 | 1;
  allow_marketing_cookies: 0 | 1;
  allow_personalization_cookies: 0 | 1;
  surface_tag: string | null;
  decided_at: number;
}
