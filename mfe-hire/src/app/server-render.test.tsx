// @vitest-environment node
import { makeService } from '@campus/shared/testing';
import { describe, expect, it } from 'vitest';
import { render } from './server-render';

const tutoring = makeService({ _id: '2f0a6c1d-8e4b-4d7a-b3c9-1e2f3a4b5c6d', name: 'Calculus tutoring' });

describe("a service page's first paint (README \"First paint from the server\")", () => {
  it("draws the service with a visitor's booking section: the way to log in, no form and no spinner", async () => {
    const paint = await render({
      url: `/service/products/${tutoring._id}`,
      responses: [{ url: `/service/get-service/${tutoring._id}`, body: { success: true, service: tutoring } }],
    });
    expect(paint.html).toContain('Calculus tutoring');
    expect(paint.html).toContain('Book this service');
    expect(paint.html).toMatch(/<a [^>]*href="\/login"[^>]*>Log in to book<\/a>/);
    expect(paint.html).not.toContain('Request booking');
    expect(paint.html).not.toContain('Loading');
  });
});
