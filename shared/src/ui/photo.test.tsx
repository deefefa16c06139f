import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoSources } from '../contract';
import { renderWithProviders } from '../testing';
import { Photo } from './photo';

/**
 * The aspect ratio the page's style sheets give the element through its classes (jsdom's getComputedStyle does
 * not know aspect-ratio), and none from a style attribute: the Content-Security-Policy would refuse one in the
 * server's first paint. White space removed (the CSS compiler drops it).
 */
function aspectRatioOf(element: HTMLElement): string | undefined {
  expect(element).not.toHaveAttribute('style');
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
  const ratios = [...element.classList].flatMap((name) =>
    rules.flatMap((rule) => (rule instanceof CSSStyleRule && rule.selectorText === `.${name}` ? [rule.style.getPropertyValue('aspect-ratio')] : [])),
  );
  return ratios.filter(Boolean).at(-1)?.replace(/\s+/g, '');
}

describe('Photo', () => {
  it('shows the image lazily at its intrinsic size, named by its alt text', () => {
    renderWithProviders(<Photo sources={{ src: '/api/v1/photo/1' }} name="Desk lamp" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Desk lamp' });
    expect(image).toHaveAttribute('src', '/api/v1/photo/1');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
    expect(aspectRatioOf(image)).toBe('400/300');
  });

  it("offers a grid card's two sizes, the card size first, and says how wide the card is shown", () => {
    renderWithProviders(<Photo sources={photoSources('/api/v1/photo/1', 'grid')} name="Desk lamp" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Desk lamp' });
    expect(image).toHaveAttribute('src', '/api/v1/photo/1?size=card');
    expect(image).toHaveAttribute('srcset', '/api/v1/photo/1?size=card 400w, /api/v1/photo/1 1200w');
    expect(image).toHaveAttribute('sizes', '(min-width: 1140px) 270px, (min-width: 992px) 24vw, (min-width: 768px) 31vw, 48vw');
  });

  it('loads a priority photo at once and ahead of the others', () => {
    renderWithProviders(<Photo sources={photoSources('/api/v1/photo/1', 'page')} name="Kettle" width={400} height={300} priority />);
    const image = screen.getByRole('img', { name: 'Kettle' });
    expect(image).toHaveAttribute('src', '/api/v1/photo/1');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws the initial in a box of the same shape when there is no photo', () => {
    renderWithProviders(<Photo sources={null} name="  écran 24 inch" width={120} height={90} />);
    const placeholder = screen.getByTestId('photo-placeholder');
    expect(placeholder).toHaveTextContent('É');
    expect(aspectRatioOf(placeholder)).toBe('120/90');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the initial when the photo fails to load', () => {
    renderWithProviders(<Photo sources={{ src: '/missing.webp' }} name="Kettle" width={400} height={300} priority />);
    fireEvent.error(screen.getByRole('img', { name: 'Kettle' }));
    expect(screen.getByTestId('photo-placeholder')).toHaveTextContent('K');
  });
});
