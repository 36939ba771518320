import { DEMO_PASSWORD, SHARED_PASSWORD } from './accounts';
import type { CategoryKey } from './text/catalogue';

export interface UserProfile {
  username: string;
  fullName: string;
  about: string;
  country: string;
  password: string;
  /** Days before the seed's `now` the account was made; under 28 makes a "new user". */
  ageDays: number;
  /** What the user pins, most pinned first. */
  categories: readonly CategoryKey[];
  /** Relative share of the original pins this user creates. */
  creatorWeight: number;
  isPartner?: boolean;
  isEmployee?: boolean;
  isVerifiedMerchant?: boolean;
  verifiedIdentity?: boolean;
  isAdsOnlyProfile?: boolean;
  adsOnlyProfileSite?: string;
  isPrimaryWebsiteVerified?: boolean;
  websiteDomain?: string;
  /** 1 shows the board picker on save instead of saving to the profile. */
  saveBehavior?: 0 | 1;
  /** Brands pay to promote pins and sponsor creators. */
  isAdvertiser?: boolean;
}

/** The users, in id order (users.id = index + 1). */
export const USERS: readonly UserProfile[] = [
  {
    username: 'demo',
    fullName: 'Alex Rivera',
    about: 'Collecting ideas for our first house, weeknight dinners and the next road trip.',
    country: 'US',
    password: DEMO_PASSWORD,
    ageDays: 420,
    categories: ['home', 'food', 'travel', 'garden', 'diy'],
    creatorWeight: 3,
  },
  {
    username: 'brightnest',
    fullName: 'Bright Nest Home',
    about: 'Modern home goods, designed in Portland. Free shipping over $35.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 1400,
    categories: ['home', 'garden'],
    creatorWeight: 5,
    isVerifiedMerchant: true,
    isPrimaryWebsiteVerified: true,
    websiteDomain: 'brightnest.example',
    isAdvertiser: true,
  },
  {
    username: 'miacooks',
    fullName: 'Mia Chen',
    about: 'Recipe developer. Simple food, big flavour. New recipes every Tuesday.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 1100,
    categories: ['food', 'home'],
    creatorWeight: 8,
    verifiedIdentity: true,
    isPrimaryWebsiteVerified: true,
    websiteDomain: 'cookingwithmia.example',
  },
  {
    username: 'wanderlust_jo',
    fullName: 'Jo Okafor',
    about: 'Slow travel, long walks and cheap eats. 40 countries and counting.',
    country: 'GB',
    password: SHARED_PASSWORD,
    ageDays: 900,
    categories: ['travel', 'fashion', 'food'],
    creatorWeight: 7,
    isPartner: true,
    websiteDomain: 'wanderlustjo.example',
  },
  {
    username: 'sam_at_pinboard',
    fullName: 'Sam Patel',
    about: 'I work on Pinboard. Desk setups and lunch ideas.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 700,
    categories: ['home', 'food', 'art'],
    creatorWeight: 1,
    isEmployee: true,
  },
  {
    username: 'glowskin_ads',
    fullName: 'Glow Skin Co.',
    about: 'Gentle, effective skincare.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 600,
    categories: ['beauty'],
    creatorWeight: 2,
    isAdsOnlyProfile: true,
    adsOnlyProfileSite: 'https://glowskin.example',
    isAdvertiser: true,
  },
  {
    username: 'leafandloam',
    fullName: 'Priya Shah',
    about: 'Houseplant hoarder and balcony vegetable grower.',
    country: 'CA',
    password: SHARED_PASSWORD,
    ageDays: 800,
    categories: ['garden', 'diy', 'home'],
    creatorWeight: 6,
    websiteDomain: 'leafandloam.example',
  },
  {
    username: 'threadcount',
    fullName: 'Marcus Lee',
    about: 'Menswear, capsule wardrobes and well-made things.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 650,
    categories: ['fashion', 'beauty'],
    creatorWeight: 5,
  },
  {
    username: 'fitwithnoor',
    fullName: 'Noor Haddad',
    about: 'Certified trainer. Short workouts you will actually do.',
    country: 'DE',
    password: SHARED_PASSWORD,
    ageDays: 500,
    categories: ['fitness', 'food'],
    creatorWeight: 5,
  },
  {
    username: 'paperandpaint',
    fullName: 'Elena Rossi',
    about: 'Illustrator. Watercolour, gouache and too many sketchbooks.',
    country: 'FR',
    password: SHARED_PASSWORD,
    ageDays: 1000,
    categories: ['art', 'diy', 'home'],
    creatorWeight: 6,
  },
  {
    username: 'quickpicker',
    fullName: 'Tom Becker',
    about: 'Weekend woodworker. Always picking a board.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 300,
    categories: ['diy', 'home', 'food'],
    creatorWeight: 2,
    saveBehavior: 1,
  },
  {
    username: 'newbie_lena',
    fullName: 'Lena Fischer',
    about: '',
    country: 'DE',
    password: SHARED_PASSWORD,
    ageDays: 5,
    categories: ['home', 'fashion'],
    creatorWeight: 0.5,
  },
  {
    username: 'fresh_kai',
    fullName: 'Kai Nakamura',
    about: 'Just moved to the city.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 12,
    categories: ['fashion', 'food'],
    creatorWeight: 0.5,
  },
  {
    username: 'outdoorsy_ben',
    fullName: 'Ben Carter',
    about: 'Trails, tents and camp stoves.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 350,
    categories: ['travel', 'fitness', 'food'],
    creatorWeight: 3,
  },
  {
    username: 'trailgear_co',
    fullName: 'TrailGear Outfitters',
    about: 'Gear for every trail since 2009.',
    country: 'US',
    password: SHARED_PASSWORD,
    ageDays: 1300,
    categories: ['fitness', 'travel'],
    creatorWeight: 2,
    isPrimaryWebsiteVerified: true,
    websiteDomain: 'trailgear.example',
    isAdvertiser: true,
  },
];
