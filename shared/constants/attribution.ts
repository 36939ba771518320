/** The attribution-source GET on the product host, which registers a promoted pin's click or view as an attribution source. */
export const ATTRIBUTION = {
  /** Spec: seconds a source stays attributable, and its priority, by the event that registered it. */
  bySourceType: { click: { expiry: 604_800, priority: 2 }, view: { expiry: 86_400, priority: 1 } },
  /** The Attribution Reporting API takes at most 3 destinations per source. */
  destinationsMax: 3,
  /** Ours: the longest origin (a 253-character host with scheme and port), and the destination list as sent. */
  originMax: 270,
  destinationJsonMax: 1024,
} as const;
