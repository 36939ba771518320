import { screen } from '@testing-library/react';
import { makePin } from '../../helpers/factories';
import { renderCard } from './renderCard';

const pin = () => makePin('1', { title: 'Blue kitchen', gridTitle: 'Blue kitchen', seoUrl: '/pin/blue-kitchen--1/' });

describe('the closeup link ("signed-out pin links use a search-friendly url built from the pin id and seoUrl")', () => {
  it('is the seoUrl for a signed-out visitor, and the microdata url with it', async () => {
    const { container } = await renderCard(pin(), { viewer: null });

    expect(screen.getByRole('link', { name: 'Blue kitchen' })).toHaveAttribute('href', '/pin/blue-kitchen--1/');
    expect(container.querySelector('article > link[itemprop="url"]')).toHaveAttribute('href', '/pin/blue-kitchen--1/');
  });

  it('is the bare id for a signed-in viewer', async () => {
    await renderCard(pin());

    expect(screen.getByRole('link', { name: 'Blue kitchen' })).toHaveAttribute('href', '/pin/1/');
  });
});
