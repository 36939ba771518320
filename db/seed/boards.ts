import type { CategoryKey } from './text/catalogue';

export type Privacy = 'public' | 'protected' | 'secret';

export interface BoardDef {
  owner: string;
  name: string;
  /** What gets pinned here; null for the quick-saves board, which only collects saves. */
  category: CategoryKey | null;
  privacy: Privacy;
  description?: string;
  sections?: readonly string[];
  /** A group board: these users may save and favorite on it. */
  collaborators?: readonly string[];
}

/** The quick-saves board every user with one sees as "Profile". */
export const QUICK_SAVES_NAME = 'Profile';

const quickSaves = (owner: string): BoardDef => ({ owner, name: QUICK_SAVES_NAME, category: null, privacy: 'public' });

/** The boards, in id order (boards.id = index + 1). */
export const BOARDS: readonly BoardDef[] = [
  { owner: 'demo', name: 'Living Room Ideas', category: 'home', privacy: 'public', description: 'For the new place.' },
  { owner: 'demo', name: 'Weeknight Dinners', category: 'food', privacy: 'public', sections: ['Pasta', 'Soups'] },
  { owner: 'demo', name: 'Someday Trips', category: 'travel', privacy: 'public' },
  { owner: 'demo', name: 'Gift Ideas', category: 'diy', privacy: 'secret', description: 'Shh.' },
  { owner: 'demo', name: 'Balcony Garden', category: 'garden', privacy: 'protected' },
  quickSaves('demo'),
  {
    owner: 'demo',
    name: 'Family Dinner Ideas',
    category: 'food',
    privacy: 'public',
    description: 'What should we cook this week?',
    sections: ['Weeknights', 'Desserts', 'Holidays'],
    collaborators: ['miacooks', 'fresh_kai', 'quickpicker'],
  },
  { owner: 'brightnest', name: 'New Arrivals', category: 'home', privacy: 'public', description: 'Fresh in this month.' },
  { owner: 'brightnest', name: 'Bedroom Refresh', category: 'home', privacy: 'public' },
  { owner: 'brightnest', name: 'Outdoor Living', category: 'garden', privacy: 'public' },
  { owner: 'brightnest', name: 'Holiday Shop Preview', category: 'home', privacy: 'secret' },
  { owner: 'miacooks', name: 'Weeknight Recipes', category: 'food', privacy: 'public', sections: ['Chicken', 'Vegetarian', 'Pasta'] },
  { owner: 'miacooks', name: 'Baking Day', category: 'food', privacy: 'public' },
  { owner: 'miacooks', name: 'Breakfast & Brunch', category: 'food', privacy: 'public' },
  { owner: 'miacooks', name: 'Kitchen Goals', category: 'home', privacy: 'public' },
  {
    owner: 'miacooks',
    name: 'Community Recipe Swap',
    category: 'food',
    privacy: 'public',
    description: 'Everyone adds their best recipe.',
    sections: ['Mains', 'Sides', 'Sweets'],
    collaborators: [
      'demo',
      'wanderlust_jo',
      'sam_at_pinboard',
      'leafandloam',
      'threadcount',
      'fitwithnoor',
      'paperandpaint',
      'quickpicker',
      'outdoorsy_ben',
      'fresh_kai',
    ],
  },
  { owner: 'wanderlust_jo', name: 'Europe on a Budget', category: 'travel', privacy: 'public', sections: ['Italy', 'Portugal', 'Scandinavia'] },
  { owner: 'wanderlust_jo', name: 'Beach Escapes', category: 'travel', privacy: 'public' },
  { owner: 'wanderlust_jo', name: 'What to Pack', category: 'fashion', privacy: 'public' },
  {
    owner: 'wanderlust_jo',
    name: 'Dream Trips 2026',
    category: 'travel',
    privacy: 'public',
    sections: ['Europe', 'Asia', 'Road trips'],
    collaborators: ['demo', 'outdoorsy_ben', 'newbie_lena'],
  },
  { owner: 'sam_at_pinboard', name: 'Desk Setup', category: 'home', privacy: 'public' },
  { owner: 'sam_at_pinboard', name: 'Team Lunch Ideas', category: 'food', privacy: 'public' },
  { owner: 'sam_at_pinboard', name: 'Internal Test Board', category: 'art', privacy: 'secret' },
  { owner: 'glowskin_ads', name: 'Glow Skin Co. Products', category: 'beauty', privacy: 'public' },
  { owner: 'glowskin_ads', name: 'Skincare Tips', category: 'beauty', privacy: 'public' },
  { owner: 'leafandloam', name: 'Houseplants', category: 'garden', privacy: 'public', sections: ['Low light', 'Pet safe'] },
  { owner: 'leafandloam', name: 'Vegetable Patch', category: 'garden', privacy: 'public' },
  { owner: 'leafandloam', name: 'Garden DIY', category: 'diy', privacy: 'public' },
  {
    owner: 'leafandloam',
    name: 'Garden Swap',
    category: 'garden',
    privacy: 'protected',
    description: 'Seeds and cuttings to trade.',
    sections: ['Seeds', 'Cuttings'],
    collaborators: ['quickpicker', 'demo'],
  },
  { owner: 'threadcount', name: 'Fall Outfits', category: 'fashion', privacy: 'public' },
  { owner: 'threadcount', name: 'Capsule Wardrobe', category: 'fashion', privacy: 'public', sections: ['Tops', 'Shoes'] },
  { owner: 'threadcount', name: 'Grooming', category: 'beauty', privacy: 'public' },
  quickSaves('threadcount'),
  { owner: 'fitwithnoor', name: 'Home Workouts', category: 'fitness', privacy: 'public' },
  { owner: 'fitwithnoor', name: 'Yoga Flow', category: 'fitness', privacy: 'public' },
  { owner: 'fitwithnoor', name: 'Meal Prep', category: 'food', privacy: 'public' },
  { owner: 'paperandpaint', name: 'Watercolor', category: 'art', privacy: 'public' },
  { owner: 'paperandpaint', name: 'Abstract Art', category: 'art', privacy: 'public' },
  { owner: 'paperandpaint', name: 'Craft Room', category: 'diy', privacy: 'public' },
  {
    owner: 'paperandpaint',
    name: 'Studio Makeover',
    category: 'home',
    privacy: 'public',
    sections: ['Walls', 'Storage', 'Lighting'],
    collaborators: ['demo', 'brightnest', 'leafandloam'],
  },
  { owner: 'quickpicker', name: 'Woodworking', category: 'diy', privacy: 'public' },
  { owner: 'quickpicker', name: 'Garage Makeover', category: 'home', privacy: 'public' },
  { owner: 'quickpicker', name: 'Grill Season', category: 'food', privacy: 'public' },
  quickSaves('quickpicker'),
  { owner: 'newbie_lena', name: 'First Apartment', category: 'home', privacy: 'public' },
  quickSaves('newbie_lena'),
  { owner: 'fresh_kai', name: 'Sneakers', category: 'fashion', privacy: 'public' },
  { owner: 'fresh_kai', name: 'Ramen Nights', category: 'food', privacy: 'secret' },
  { owner: 'outdoorsy_ben', name: 'Hiking Trails', category: 'travel', privacy: 'public' },
  { owner: 'outdoorsy_ben', name: 'Trail Running', category: 'fitness', privacy: 'public' },
  { owner: 'outdoorsy_ben', name: 'Camp Cooking', category: 'food', privacy: 'protected' },
  { owner: 'trailgear_co', name: 'Trail Gear', category: 'fitness', privacy: 'public' },
  { owner: 'trailgear_co', name: 'Adventure Guides', category: 'travel', privacy: 'public' },
];
