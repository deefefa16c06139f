// @vitest-environment node
import { makeRentItem } from '@campus/shared/testing';
import { describe, expect, it } from 'vitest';
import { render } from './server-render';

const tent = makeRentItem({ _id: '7d4c1e9a-3b2f-4c8e-9a1d-5f6e7a8b9c0d', name: 'Camping tent' });

describe("a rent item page's first paint (README \"First paint from the server\")", () => {
  it("draws the item with a visitor's booking section: the way to log in, no calendar and no spinner", async () => {
    const paint = await render({
      url: `/rent/products/${tent._id}`,
      responses: [{ url: `/rent-product/get-rent-product/${tent._id}`, body: { success: true, rentProduct: tent } }],
    });
    expect(paint.html).toContain('Camping tent');
    expect(paint.html).toContain('Book this item');
    expect(paint.html).toMatch(/<a [^>]*href="\/login"[^>]*>Log in to book<\/a>/);
    expect(paint.html).not.toContain('role="grid"');
    expect(paint.html).not.toContain('Loading');
  });
});
