import type { SessionUser } from '@campus/shared/contract';
import { admin, student } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../testing/render-dashboard';

const renderAs = (user: SessionUser | null, route: string) => renderDashboard(route, user);

/** The value shown for a label of the profile's description list. */
function profileValue(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function menuLinks(name: string) {
  return within(screen.getByRole('navigation', { name })).getAllByRole('link');
}

describe('user dashboard', () => {
  it("shows the signed-in user's name, email, phone and role", () => {
    const { container } = renderAs(student, '/dashboard/user');

    expect(container.querySelector('[data-remote="dashboard"]')).toHaveAttribute('data-remote-version', '0.0.0-test');
    expect(screen.getByRole('heading', { level: 1, name: 'User dashboard' })).toBeInTheDocument();
    expect(profileValue('Name')).toBe('Asha Rao');
    expect(profileValue('Email')).toBe('asha@campus.test');
    expect(profileValue('Phone')).toBe('98765 43210');
    expect(profileValue('Role')).toBe('User');
  });

  it('has the user side menu with the overview marked as the current page', () => {
    renderAs(student, '/dashboard/user');

    const links = menuLinks('User dashboard menu');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/dashboard/user'],
      ['Sell Product', '/dashboard/user/create-order'],
      ['Rent Product', '/dashboard/user/create-rent-order'],
      ['Offer Service', '/dashboard/user/create-service'],
      ['Manage Your Products', '/dashboard/user/manage-products'],
      ['Manage Your Rent Products', '/dashboard/user/manage-rented-products'],
      ['Manage Your Services', '/dashboard/user/manage-services'],
      ['Manage Your Orders', '/dashboard/user/manage-orders'],
      ['Purchased Products', '/dashboard/user/manage-purchased-products'],
      ['Bookings', '/dashboard/user/bookings'],
      ['Notifications', '/dashboard/user/notifications'],
      ['Notification Settings', '/dashboard/user/notification-settings'],
      ['Your Account', '/dashboard/user/account'],
    ]);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sell Product' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('navigation', { name: 'Admin dashboard menu' })).not.toBeInTheDocument();
  });

  it('shows the not-found page inside the dashboard layout for an unknown path', () => {
    renderAs(student, '/dashboard/user/no-such-screen');

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'User dashboard menu' })).toBeInTheDocument();
    expect(screen.queryByText('Your profile')).not.toBeInTheDocument();
  });

  it('marks a sub-screen entry as current while it is open', () => {
    renderAs(student, '/dashboard/user/manage-products');

    expect(screen.getByRole('link', { name: 'Manage Your Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('asks to log in instead of crashing when no user is in the store', () => {
    renderAs(null, '/dashboard/user');

    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Your profile')).not.toBeInTheDocument();
  });
});

describe('admin dashboard', () => {
  it("shows the admin's details and the admin side menu", () => {
    renderAs(admin, '/dashboard/admin');

    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(profileValue('Name')).toBe('Ravi Iyer');
    expect(profileValue('Email')).toBe('ravi@campus.test');
    expect(profileValue('Phone')).toBe('Not provided');
    expect(profileValue('Role')).toBe('Admin');
    const links = menuLinks('Admin dashboard menu');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/dashboard/admin'],
      ['Create Category', '/dashboard/admin/create-category'],
      ['Update Products', '/dashboard/admin/update-product'],
      ['Update Rent Products', '/dashboard/admin/update-rent-product'],
      ['Update Services', '/dashboard/admin/update-service'],
      ['Manage Orders', '/dashboard/admin/manage-order'],
      ['Order Cases', '/dashboard/admin/order-cases'],
      ['Bookings', '/dashboard/admin/bookings'],
      ['Reports', '/dashboard/admin/reports'],
      ['Members', '/dashboard/admin/members'],
      ['Contact Messages', '/dashboard/admin/contact-messages'],
      ['Notifications', '/dashboard/admin/notifications'],
      ['Notification Settings', '/dashboard/admin/notification-settings'],
      ['Your Account', '/dashboard/admin/account'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'User dashboard menu' })).not.toBeInTheDocument();
  });

  it('shows the not-found page inside the admin layout for an unknown path', () => {
    renderAs(admin, '/dashboard/admin/no-such-screen');

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin dashboard menu' })).toBeInTheDocument();
  });
});

describe('outside the dashboards', () => {
  it('shows the not-found page without a dashboard menu', () => {
    renderAs(student, '/dashboard/elsewhere');

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
