import type { CategoryKey } from './catalogue';

export type ProductCategory = Extract<CategoryKey, 'home' | 'fashion' | 'garden' | 'fitness' | 'beauty' | 'diy'>;

/** Things a shop would sell from each category, with the brand that sells them and a list price in cents. */
export const PRODUCTS: Record<ProductCategory, readonly { name: string; brand: string; cents: number }[]> = {
  home: [
    { name: 'Linen Throw Pillow Cover', brand: 'Bright Nest Home', cents: 2400 },
    { name: 'Stoneware Bud Vase', brand: 'Bright Nest Home', cents: 1800 },
    { name: 'Boucle Accent Chair', brand: 'Bright Nest Home', cents: 34900 },
    { name: 'Jute Area Rug', brand: 'Bright Nest Home', cents: 12900 },
    { name: 'Rattan Pendant Light', brand: 'Bright Nest Home', cents: 8900 },
    { name: 'Oak Floating Shelf', brand: 'Bright Nest Home', cents: 4500 },
    { name: 'Chunky Knit Blanket', brand: 'Bright Nest Home', cents: 7900 },
    { name: 'Arched Wall Mirror', brand: 'Bright Nest Home', cents: 15900 },
    { name: 'Ceramic Table Lamp', brand: 'Lumen & Co.', cents: 6900 },
    { name: 'Washed Cotton Duvet Set', brand: 'Bright Nest Home', cents: 11900 },
    { name: 'Woven Storage Basket', brand: 'Bright Nest Home', cents: 2900 },
    { name: 'Marble Serving Board', brand: 'Bright Nest Home', cents: 3900 },
  ],
  fashion: [
    { name: 'Oversized Wool Blazer', brand: 'Capsule Closet', cents: 14800 },
    { name: 'Wide-Leg Linen Trousers', brand: 'Capsule Closet', cents: 8900 },
    { name: 'Leather Crossbody Bag', brand: 'Thread & Tan', cents: 12500 },
    { name: 'Chunky Penny Loafers', brand: 'Thread & Tan', cents: 11000 },
    { name: 'Cashmere Crew Sweater', brand: 'Capsule Closet', cents: 16500 },
    { name: 'Gold Hoop Earrings', brand: 'Little Gold', cents: 4200 },
    { name: 'Classic Trench Coat', brand: 'Capsule Closet', cents: 19800 },
    { name: 'Canvas Low-Top Sneakers', brand: 'Thread & Tan', cents: 6500 },
  ],
  garden: [
    { name: 'Glazed Ceramic Planter', brand: 'Bright Nest Home', cents: 3400 },
    { name: 'Cedar Raised Garden Bed', brand: 'Leaf & Loam Supply', cents: 18900 },
    { name: 'Brass Watering Can', brand: 'Leaf & Loam Supply', cents: 4800 },
    { name: 'Heirloom Seed Starter Kit', brand: 'Leaf & Loam Supply', cents: 2600 },
    { name: 'Outdoor String Lights', brand: 'Bright Nest Home', cents: 3900 },
    { name: 'Teak Bistro Set', brand: 'Bright Nest Home', cents: 42900 },
  ],
  fitness: [
    { name: 'Cork Yoga Mat', brand: 'TrailGear Outfitters', cents: 6800 },
    { name: 'Adjustable Dumbbell Pair', brand: 'TrailGear Outfitters', cents: 21900 },
    { name: 'Trail Running Vest', brand: 'TrailGear Outfitters', cents: 9500 },
    { name: 'Insulated Water Bottle', brand: 'TrailGear Outfitters', cents: 3200 },
    { name: 'Resistance Band Set', brand: 'TrailGear Outfitters', cents: 2900 },
    { name: 'Ultralight Hiking Poles', brand: 'TrailGear Outfitters', cents: 11900 },
  ],
  beauty: [
    { name: 'Vitamin C Brightening Serum', brand: 'Glow Skin Co.', cents: 3800 },
    { name: 'Hydrating Gel Cleanser', brand: 'Glow Skin Co.', cents: 2200 },
    { name: 'Mineral Sunscreen SPF 50', brand: 'Glow Skin Co.', cents: 2800 },
    { name: 'Overnight Repair Cream', brand: 'Glow Skin Co.', cents: 4600 },
    { name: 'Rose Quartz Gua Sha', brand: 'Glow Skin Co.', cents: 2400 },
  ],
  diy: [
    { name: 'Beginner Woodworking Kit', brand: 'Makers Bench', cents: 8900 },
    { name: 'Soy Candle Making Set', brand: 'Makers Bench', cents: 3900 },
    { name: 'Macrame Cord Bundle', brand: 'Makers Bench', cents: 1900 },
  ],
};

export const VARIANT_DIMENSIONS: Record<ProductCategory, readonly { name: string; values: readonly string[] }[]> = {
  home: [
    { name: 'Color', values: ['Oat', 'Sage', 'Terracotta', 'Charcoal'] },
    { name: 'Size', values: ['Small', 'Medium', 'Large'] },
  ],
  fashion: [
    { name: 'Color', values: ['Camel', 'Black', 'Ivory', 'Navy'] },
    { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] },
  ],
  garden: [
    { name: 'Color', values: ['Natural', 'Moss', 'Clay'] },
    { name: 'Size', values: ['8 in', '10 in', '12 in'] },
  ],
  fitness: [
    { name: 'Color', values: ['Slate', 'Forest', 'Sunset'] },
    { name: 'Size', values: ['S/M', 'L/XL'] },
  ],
  beauty: [{ name: 'Size', values: ['15 ml', '30 ml', '50 ml'] }],
  diy: [{ name: 'Kit', values: ['Starter', 'Complete'] }],
};

export const PRODUCT_LABELS = ['Bestseller', 'Free shipping', 'Limited stock', 'New arrival', 'Pre-loved', 'Only 3 left'];

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
