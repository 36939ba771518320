export const SAVED_TOAST = 'Your cookie choices are saved.';
export const SAVE_FAILED = 'Sorry! Your cookie choices could not be saved. Please try again.';

/** surface_tag: where a choice was made. */
export const SURFACE_TAGS = { banner: 'cookie_banner', settings: 'cookie_settings' } as const;
