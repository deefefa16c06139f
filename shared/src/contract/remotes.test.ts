import { describe, expect, it } from 'vitest';
import { areaRouteOf } from './remotes';

describe('areaRouteOf', () => {
  it.each([
    ['/', 'buy'],
    ['/product/desk-lamp', 'buy'],
    ['/cart', 'buy'],
    ['/checkout/CM-7K3Q9X2A', 'buy'],
    ['/rent', 'rent'],
    ['/rent/products', 'rent'],
    ['/Rent/Products/', 'rent'],
    ['/service', 'hire'],
    ['/chat', 'chat'],
    ['/events', 'chat'],
    ['/dashboard/user/manage-orders', 'dashboard'],
    ['/dashboard/admin', 'dashboard'],
  ])('gives %s to %s', (path, area) => {
    expect(areaRouteOf(path)?.area).toBe(area);
  });

  it('knows the guards', () => {
    expect(areaRouteOf('/dashboard/user')?.guard).toBe('user');
    expect(areaRouteOf('/dashboard/admin/manage-order')?.guard).toBe('admin');
    expect(areaRouteOf('/rent')?.guard).toBeUndefined();
  });

  it.each(['/about', '/login', '/products', '/rental', '/cart/extra', '/chat/room', '/dashboard', '/dashboard/users'])(
    'gives %s to no area',
    (path) => {
      expect(areaRouteOf(path)).toBeNull();
    },
  );
});
