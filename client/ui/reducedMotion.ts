/** Whether the viewer asked for less motion (the gif's still, no save animation, a paused video). */
export function prefersReducedMotion(): boolean {
  // jsdom and very old browsers have no matchMedia, and the server render no window: no preference.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
