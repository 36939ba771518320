import { productAvailability } from '../../shared/domain/catalog';

describe("productAvailability: a product's stock, in its business's catalogue", () => {
  test.each<[string[] | null, string, boolean]>([
    [null, 'In stock', false],
    [[], 'In stock', false],
    [['Bestseller', 'Free shipping'], 'In stock', false],
    [['New arrival', 'Only 3 left'], 'Only 3 left', true],
    [['Limited stock'], 'Limited stock', true],
    [[' only 12 left '], 'only 12 left', true],
    [['Only a few left today'], 'In stock', false],
  ])('labels %p: %s', (labels, label, low) => {
    expect(productAvailability({ labelInfo: labels === null ? null : { labels } })).toEqual({ label, low });
  });
});
