import { slugify } from '../../shared/domain/slug';
import type { CategoryKey } from './text/catalogue';

export interface InterestDef {
  name: string;
  urlName: string;
  category: CategoryKey;
}

const interest = (name: string, category: CategoryKey): InterestDef => ({ name, urlName: slugify(name), category });

/** Topics, in id order (interests.id = index + 1); every pin gets one to three from its own category. */
export const INTERESTS: readonly InterestDef[] = [
  interest('Living Room Ideas', 'home'),
  interest('Scandinavian Interiors', 'home'),
  interest('Small Space Living', 'home'),
  interest('Weeknight Dinners', 'food'),
  interest('Baking', 'food'),
  interest('Vegetarian Recipes', 'food'),
  interest('Healthy Breakfast', 'food'),
  interest('Europe Travel', 'travel'),
  interest('Beach Vacations', 'travel'),
  interest('Hiking', 'travel'),
  interest('Fall Outfits', 'fashion'),
  interest('Minimalist Wardrobe', 'fashion'),
  interest('Woodworking', 'diy'),
  interest('Upcycling', 'diy'),
  interest('Houseplants', 'garden'),
  interest('Vegetable Gardening', 'garden'),
  interest('Watercolor', 'art'),
  interest('Abstract Art', 'art'),
  interest('Yoga', 'fitness'),
  interest('Home Workouts', 'fitness'),
  interest('Skincare Routine', 'beauty'),
  interest('Nail Art', 'beauty'),
  interest('Crafts for Kids', 'diy'),
  interest('Road Trips', 'travel'),
];
