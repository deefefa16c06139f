import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing';
import { Photo } from './photo';

describe('Photo', () => {
  it('shows the image lazily at its intrinsic size, named by its alt text', () => {
    renderWithProviders(<Photo src="/api/v1/photo/1" name="Desk lamp" width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'Desk lamp' });
    expect(image).toHaveAttribute('src', '/api/v1/photo/1');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveStyle({ aspectRatio: '400 / 300' });
  });

  it('draws the initial in a box of the same shape when there is no photo', () => {
    renderWithProviders(<Photo src={null} name="  écran 24 inch" width={120} height={90} />);
    const placeholder = screen.getByTestId('photo-placeholder');
    expect(placeholder).toHaveTextContent('É');
    expect(placeholder).toHaveStyle({ aspectRatio: '120 / 90' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the initial when the photo fails to load', () => {
    renderWithProviders(<Photo src="/missing.webp" name="Kettle" width={400} height={300} loading="eager" />);
    fireEvent.error(screen.getByRole('img', { name: 'Kettle' }));
    expect(screen.getByTestId('photo-placeholder')).toHaveTextContent('K');
  });
});
