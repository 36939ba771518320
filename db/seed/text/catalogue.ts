import type { SceneKind } from '../media/picture';

export type CategoryKey = 'home' | 'food' | 'travel' | 'fashion' | 'diy' | 'garden' | 'art' | 'fitness' | 'beauty';

/**
 * The words a category's pins are made of. Titles are `titles` patterns filled with a `subjects` entry ({s});
 * descriptions and alt texts take the subject in lower case ({l}).
 */
export interface Category {
  key: CategoryKey;
  /** The pins.category value. */
  pinCategory: string;
  scenes: readonly SceneKind[];
  domains: readonly string[];
  subjects: readonly string[];
  titles: readonly string[];
  descriptions: readonly string[];
  altText: readonly string[];
  autoAltText: readonly string[];
}

export const CATEGORIES: Record<CategoryKey, Category> = {
  home: {
    key: 'home',
    pinCategory: 'home_decor',
    scenes: ['room', 'room', 'patchwork'],
    domains: ['brightnest.example', 'cozycorner.example', 'example.com', 'smallspaceliving.example'],
    subjects: [
      'Scandinavian Living Room', 'Reading Nook', 'Entryway Bench', 'Gallery Wall', 'Boho Bedroom', 'Open Shelving Kitchen',
      'Moody Dining Room', 'Rental-Friendly Bathroom', 'Sunroom Lounge', 'Plant-Filled Corner', 'Minimalist Home Office',
      'Mid-Century Sofa Nook', 'Kids Playroom', 'Farmhouse Mantel', 'Studio Apartment Layout', 'Neutral Guest Room',
      'Japandi Bedroom', 'Coastal Living Room', 'Warm Wood Kitchen', 'Arched Mirror Hallway', 'Cozy Attic Bedroom',
      'Colorful Breakfast Nook', 'Linen Bedding Layers', 'Balcony Lounge', 'Vintage Bar Cart',
    ],
    titles: ['{s} Ideas', 'Cozy {s} Refresh', '{s} on a Budget', 'Our {s} Makeover', '{s} Inspiration', 'How to Style a {s}', 'Small-Space {s}'],
    descriptions: [
      'Warm textures, soft light and a few thrifted finds turn this {l} into the comfiest spot in the house.',
      'Everything in this {l} came together for under $500, with links to the pieces we kept.',
      'Layer neutrals, add one bold piece and let the plants do the rest.',
      'A before-and-after of our {l}, plus the paint colours we used.',
      'Simple swaps that make a {l} feel calm and collected.',
    ],
    altText: ['A {l} with a sofa, framed prints and a floor lamp', 'Bright {l} with wooden floors and a potted plant', 'Styled {l} in warm neutral tones'],
    autoAltText: ['a living room with a couch and a lamp', 'a room with furniture and pictures on the wall', 'interior design, living room, home decor'],
  },
  food: {
    key: 'food',
    pinCategory: 'food_drinks',
    scenes: ['tabletop'],
    domains: ['cookingwithmia.example', 'weeknightplates.example', 'example.com', 'bakersdozen.example'],
    subjects: [
      'Lemon Ricotta Pancakes', 'One-Pot Tuscan Chicken', 'Creamy Mushroom Risotto', 'Sheet Pan Salmon', 'Spicy Peanut Noodles',
      'Roasted Tomato Soup', 'Banana Bread', 'Chickpea Curry', 'Honey Garlic Shrimp', 'Veggie Lasagna', 'Overnight Oats',
      'Shakshuka', 'Chocolate Chip Cookies', 'Thai Green Curry', 'Caprese Salad', 'Beef Stew', 'Blueberry Muffins',
      'Lentil Shepherd Pie', 'Fish Tacos', 'Pumpkin Spice Latte', 'Miso Glazed Eggplant', 'Apple Crumble', 'Greek Salad Bowls',
      'Sourdough Focaccia', 'Chicken Tikka Masala', 'Butternut Squash Soup', 'Avocado Toast', 'Strawberry Shortcake',
      'Teriyaki Tofu Bowls', 'Pesto Pasta', 'Cinnamon Rolls', 'Black Bean Burgers', 'Lemon Bars', 'French Onion Soup',
      'Matcha Cheesecake', 'Slow Cooker Chili', 'Garlic Butter Steak Bites', 'Spinach Artichoke Dip', 'Carrot Cake', 'Ramen Eggs',
      'Shrimp Pad Thai', 'Stuffed Bell Peppers', 'Zucchini Fritters', 'Peach Cobbler', 'Chicken Noodle Soup', 'Falafel Wraps',
      'Coconut Rice', 'Baked Ziti', 'Sweet Potato Tacos', 'Salted Caramel Brownies', 'Mango Sticky Rice', 'Korean Beef Bowls',
      'Crispy Gnocchi', 'Corn Chowder', 'Pistachio Biscotti', 'Poke Bowls', 'Mushroom Stroganoff', 'Cranberry Scones',
      'Cauliflower Wings', 'Tiramisu',
    ],
    titles: ['{s}', 'Easy {s}', 'The Best {s}', 'Weeknight {s}', 'Make-Ahead {s}', '30-Minute {s}', 'Healthy {s}'],
    descriptions: [
      'This {l} is ready in about half an hour and tastes like it took all afternoon.',
      'Our family makes this {l} every single week. Freezer-friendly and kid-approved.',
      'Bright, fresh and packed with flavour: the {l} you will keep coming back to.',
      'Step-by-step photos and tips for getting a perfect {l} every time.',
      'A cosy, comforting {l} with simple pantry ingredients.',
    ],
    altText: ['A plate of {l} on a wooden table', 'Overhead shot of {l} with fresh herbs', 'Bowl of {l} next to a linen napkin'],
    autoAltText: ['a plate of food on a table', 'a bowl of food with vegetables', 'food, recipe, dinner'],
  },
  travel: {
    key: 'travel',
    pinCategory: 'travel',
    scenes: ['landscape', 'beach', 'landscape'],
    domains: ['wanderlustjo.example', 'roadsandrails.example', 'example.org', 'trailgear.example'],
    subjects: [
      'Amalfi Coast', 'Lisbon', 'Norwegian Fjords', 'Kyoto', 'Banff National Park', 'Iceland Ring Road', 'Santorini', 'Patagonia',
      'Scottish Highlands', 'Bali', 'Swiss Alps', 'Marrakech', 'Porto', 'Yosemite', 'Dolomites', 'Cinque Terre', 'Lake Como',
      'Big Sur', 'Faroe Islands', 'Tuscany', 'Costa Rica', 'Vancouver Island', 'Copenhagen', 'Hokkaido',
    ],
    titles: ['3 Days in {s}', '{s} Travel Guide', 'Hidden Gems of {s}', '{s} on a Budget', 'The Perfect {s} Itinerary', 'Best Hikes Near {s}', 'Where to Stay in {s}'],
    descriptions: [
      'Everything we ate, saw and would skip in {s}, with a map of our favourite spots.',
      'Sunrise viewpoints, quiet beaches and the best cheap eats in {s}.',
      'A slow-travel itinerary for {s}, with trains, ferries and long lunches.',
      'Our packing list, budget breakdown and the one tour worth booking in {s}.',
    ],
    altText: ['Mountains and a lake in {s} at sunrise', 'Coastline of {s} under a clear sky', 'Valley view in {s} with layered hills'],
    autoAltText: ['a mountain range with a lake', 'a beach with an umbrella and the ocean', 'landscape, nature, travel destination'],
  },
  fashion: {
    key: 'fashion',
    pinCategory: 'womens_fashion',
    scenes: ['flatlay'],
    domains: ['threadcount.example', 'capsulecloset.example', 'example.com'],
    subjects: [
      'Fall Capsule Wardrobe', 'Linen Summer Outfit', 'Oversized Blazer Look', 'Weekend Denim', 'Cozy Knit Layers', 'Wide-Leg Trousers',
      'Trench Coat Styling', 'White Sneaker Outfits', 'Travel Outfit', 'Work From Home Uniform', 'Little Black Dress', 'Rainy Day Outfit',
      'Minimalist Jewelry', 'Thrifted Vintage Look', 'Monochrome Outfit', 'Date Night Outfit', 'Layered Gold Necklaces', 'Chunky Loafers',
      'Striped Tee Outfits', 'Wool Coat Guide',
    ],
    titles: ['{s} Ideas', 'How to Wear a {s}', '{s} for Every Day', '5 Ways to Style a {s}', 'The {s} Edit', 'Easy {s}'],
    descriptions: [
      'Five pieces, ten outfits: a {l} that works from Monday to Sunday.',
      'Neutral colours, good fabrics and one statement piece.',
      'How I style a {l} for the office, the weekend and a dinner out.',
      'Thrifted, repaired and worn on repeat. Sizing notes in the comments.',
    ],
    altText: ['Flat lay of a {l} with shoes and a bag', 'Folded clothes for a {l} on a neutral background'],
    autoAltText: ['clothing laid out on a bed', 'a shirt, pants and shoes', 'fashion, outfit, style'],
  },
  diy: {
    key: 'diy',
    pinCategory: 'diy_crafts',
    scenes: ['patchwork', 'abstract'],
    domains: ['makersbench.example', 'example.org', 'paperandpaint.example'],
    subjects: [
      'Floating Shelves', 'Patchwork Quilt', 'Macrame Plant Hanger', 'Upcycled Dresser', 'Pallet Coffee Table', 'Hand-Poured Candles',
      'Pegboard Organizer', 'Tile Coasters', 'Woven Wall Hanging', 'Painted Terracotta Pots', 'Scrap Wood Planter', 'Rope Basket',
      'Chalkboard Wall', 'Herb Drying Rack', 'Cane Cabinet Doors', 'Beaded Keychains', 'Fabric Scrap Garland', 'Stenciled Rug',
      'Bookshelf Makeover', 'Reclaimed Wood Headboard',
    ],
    titles: ['DIY {s}', 'How to Make {s}', '{s} Tutorial', 'Weekend Project: {s}', 'Easy {s} for Beginners', '{s} Under $30'],
    descriptions: [
      'A beginner-friendly project with basic tools: measure twice, cut once, finish with a coat of oil.',
      'Step-by-step instructions and a printable cut list for {l}.',
      'Used scraps from the garage for these {l}. Took one afternoon.',
      'All the supplies, the mistakes I made and how to avoid them.',
    ],
    altText: ['Finished {l} in a bright room', 'Close-up of handmade {l}'],
    autoAltText: ['a colorful pattern of squares', 'a handmade craft project', 'diy, crafts, pattern'],
  },
  garden: {
    key: 'garden',
    pinCategory: 'gardening',
    scenes: ['botanical'],
    domains: ['leafandloam.example', 'example.com', 'greenthumb.example'],
    subjects: [
      'Monstera Care', 'Raised Garden Beds', 'Balcony Herb Garden', 'Pollinator Garden', 'Fiddle Leaf Fig', 'Tomato Growing',
      'Succulent Arrangements', 'Shade Garden Plants', 'Container Vegetables', 'Propagating Pothos', 'Cottage Garden Border',
      'Indoor Herb Window', 'Lavender Hedge', 'Composting Basics', 'Snake Plant Varieties', 'Seed Starting', 'Climbing Roses',
      'Low-Light Houseplants', 'Pet-Safe Plants', 'Drought-Tolerant Garden',
    ],
    titles: ['{s} Guide', '{s} for Beginners', '{s} Tips', 'Everything About {s}', '{s} Made Easy', 'Our {s}'],
    descriptions: [
      'Light, water and soil: the three things that decide whether your {l} thrives.',
      'What I wish I had known before starting with {l}.',
      'A season-by-season calendar, plus the varieties that did best for us.',
      'Grown from a single cutting two years ago. Here is how.',
    ],
    altText: ['Green leaves and flowers of {l}', 'Potted plants for {l} on a sunny sill'],
    autoAltText: ['a plant in a pot', 'green leaves and flowers', 'gardening, plants, houseplant'],
  },
  art: {
    key: 'art',
    pinCategory: 'art',
    scenes: ['abstract', 'patchwork'],
    domains: ['paperandpaint.example', 'example.org', 'studionotes.example'],
    subjects: [
      'Watercolor Lavender Field', 'Abstract Shapes Print', 'Bauhaus Poster', 'Gouache Mountains', 'Ink Botanical Sketch', 'Color Block Painting',
      'Mid-Century Modern Print', 'Lino Print Pattern', 'Loose Watercolor Florals', 'Collage Art', 'Minimal Line Art', 'Risograph Poster',
      'Paper Cut Art', 'Acrylic Pour', 'Sketchbook Spread', 'Geometric Mural', 'Brush Lettering', 'Oil Pastel Sunset',
    ],
    titles: ['{s}', '{s} Tutorial', '{s} Inspiration', 'How to Paint a {s}', '{s} Ideas', 'Daily Practice: {s}'],
    descriptions: [
      'Limited palette, big shapes and lots of negative space.',
      'A 20-minute exercise to loosen up: try this {l} with three colours.',
      'Printable at A4 and A3. Free for personal use.',
      'My process from thumbnail sketch to finished piece.',
    ],
    altText: ['Abstract artwork with circles and triangles', '{s} in muted colours', 'Graphic print of overlapping shapes'],
    autoAltText: ['an abstract painting with shapes', 'a colorful geometric design', 'art, painting, illustration'],
  },
  fitness: {
    key: 'fitness',
    pinCategory: 'sports',
    scenes: ['motion'],
    domains: ['fitwithnoor.example', 'example.com', 'trailgear.example'],
    subjects: [
      '20-Minute HIIT Workout', 'Morning Yoga Flow', 'Full Body Dumbbell Workout', 'Couch to 5K Plan', 'Core Strength Routine',
      'Kettlebell Basics', 'Stretching for Runners', 'Pilates at Home', 'Resistance Band Workout', 'Beginner Trail Running',
      'Mobility Routine', 'Glute Workout', 'Desk Stretches', 'Jump Rope Intervals', 'Recovery Day Routine', 'Marathon Training Plan',
    ],
    titles: ['{s}', 'Beginner {s}', 'The Only {s} You Need', '{s} (No Equipment)', '4-Week {s}'],
    descriptions: [
      'No gym needed. Do three rounds and rest a minute between each.',
      'A printable {l} you can stick on the fridge.',
      'Low impact, joint friendly and done in under half an hour.',
      'How I built the habit: small sessions, every day, for a month.',
    ],
    altText: ['Dumbbells on a yoga mat for a {l}', 'Workout gear laid out for a {l}'],
    autoAltText: ['a pair of dumbbells', 'exercise equipment on the floor', 'fitness, workout, exercise'],
  },
  beauty: {
    key: 'beauty',
    pinCategory: 'beauty',
    scenes: ['vanity'],
    domains: ['glowskin.example', 'example.com', 'shelfie.example'],
    subjects: [
      'Morning Skincare Routine', 'Glass Skin Steps', 'Minimal Makeup Look', 'Night Routine for Dry Skin', 'Vitamin C Serum Guide',
      'Bathroom Shelfie', 'Curly Hair Routine', 'Sunscreen Guide', 'Natural Nail Art', 'Fragrance Layering', 'Lip Care Routine',
      'Spa Day at Home', 'Gua Sha Routine', 'Clean Beauty Swaps',
    ],
    titles: ['{s}', 'My {s}', 'Simple {s}', '{s} for Beginners', 'The {s} That Works'],
    descriptions: [
      'Three products, five minutes, and skin that finally behaves.',
      'Everything on my shelf right now and what I would buy again.',
      'A gentle {l} for sensitive skin, dermatologist-approved.',
      'Budget and splurge options for every step.',
    ],
    altText: ['Skincare bottles for a {l} on a marble shelf', 'Serums and jars arranged on a vanity'],
    autoAltText: ['bottles of skin care products', 'cosmetics on a shelf', 'beauty, skincare, cosmetics'],
  },
};

/** Personal notes people leave on pins they saved (shown on board grids). */
export const PIN_NOTES = [
  'Try this for Sunday dinner',
  'Ask Sam if we still have the drill',
  'Mum would love this',
  'Next trip!!',
  'Buy the paint in a sample size first',
  'Double the garlic',
  'For the spare room',
  'Check the measurements before ordering',
  'Birthday present idea',
  'Made this twice, works every time',
];

export function fill(pattern: string, subject: string): string {
  return pattern.replaceAll('{s}', subject).replaceAll('{l}', subject.toLowerCase());
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
