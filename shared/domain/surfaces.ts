/** The grid surfaces a pin card knows, so rules keyed on a surface are type-checked. */
export const GRID_SURFACES = [
  'AuthHomefeed',
  'ConversationView',
  'BaseBoardPinGrid',
  'BoardlessPins',
  'RetrievalHub',
  'CreatorProfileStoryPinGrid',
  'CreatorProfileActivityPinGrid',
  'UserProfilePinGrid',
  'OtherProfilePinGrid',
  'RelatedPinGrid',
  'PdpRelatedPinGrid',
  'CloseupRelatedProducts',
  'RelatedProductsFeed',
  'FollowingFeedGrid',
  'SearchItem',
  'SearchItemHighShoppingIntent',
  'SearchAdsOnlyModule',
  'CollageCreation',
  'TodayArticleFeed',
  'NewsPage',
  'BulkEditMode',
  'HomefeedMoreIdeasTabs',
  'BoardMoreIdeasTabContent',
  'IdeasHubSeasonalRow',
  'ProductPinsFeed',
  'ShoppingPackageItem',
  'ShoppingGridSmall',
  'ShoppingGridSmallCarousel',
  'ShoppingCarousel',
  'ShoppingDynamicHeightGrid',
  'ShoppingSquareGridDomain',
  'BoardShoppingModule',
  'ProductPinRetrieval',
  'VisualInspirationShoppingPin',
] as const;
export type GridSurface = (typeof GRID_SURFACES)[number];

/** Where the source link shows only its icon, because the card is too narrow or the source is implied. */
const ICON_ONLY_SOURCE_LINK: ReadonlySet<GridSurface> = new Set<GridSurface>([
  'ShoppingGridSmall',
  'UserProfilePinGrid',
  'BaseBoardPinGrid',
  'BoardlessPins',
  'RetrievalHub',
]);

export function isSourceLinkIconOnly(surface: GridSurface): boolean {
  return ICON_ONLY_SOURCE_LINK.has(surface);
}

/** The board grid: the one surface where a pinner's note is shown, as it annotates the pin on that board. */
export function isBoardGrid(surface: GridSurface): boolean {
  return surface === 'BaseBoardPinGrid';
}
