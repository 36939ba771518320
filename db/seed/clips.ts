import type { CategoryKey } from './text/catalogue';

/** The committed clips (db/seed/assets/videos/<clip>.mp4) and the video pin each becomes; videos.id = index + 1. */
export const CLIPS: readonly { clip: string; category: CategoryKey; pinner: string; title: string; description: string }[] = [
  {
    clip: 'sunset-over-sea',
    category: 'travel',
    pinner: 'wanderlust_jo',
    title: 'Sunset Over the Sea in Santorini',
    description: 'Four seconds of the best sunset of the trip. Oia gets crowded, so walk ten minutes towards Fira.',
  },
  {
    clip: 'ocean-waves',
    category: 'travel',
    pinner: 'outdoorsy_ben',
    title: 'Ocean Waves for a Calm Morning',
    description: 'Put this on loop while you plan your next beach trip.',
  },
  {
    clip: 'pinwheel-spin',
    category: 'art',
    pinner: 'paperandpaint',
    title: 'Spinning Color Wheel Study',
    description: 'A quick motion study of the colour wheel: six hues, one turn.',
  },
  {
    clip: 'bouncing-ball',
    category: 'fitness',
    pinner: 'fitwithnoor',
    title: 'Bouncy Cardio Warm-Up',
    description: 'Keep up with the ball for three minutes and you are warm. No equipment needed.',
  },
  {
    clip: 'seedlings',
    category: 'garden',
    pinner: 'leafandloam',
    title: 'Seedlings Sprouting Time-Lapse',
    description: 'Day 1 to day 14 of the tomato seedlings on the windowsill.',
  },
  {
    clip: 'coffee-pour',
    category: 'food',
    pinner: 'miacooks',
    title: 'The Perfect Morning Pour-Over',
    description: 'Medium grind, 93 °C water, a slow pour in three stages. That is the whole secret.',
  },
];

/** A clip as the plan uses it: its name and the images row made from its poster frame. */
export interface VideoSource {
  clip: string;
  thumbnailImageId: number;
}
