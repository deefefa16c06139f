import type { MemberDetail, MemberSummary, MembersResponse } from '@campus/shared/contract';
import { admin, mockHttp } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

const sam: MemberSummary = {
  _id: '31111111-1111-4111-8111-111111111111',
  name: 'Sam Seller',
  email: 'sam@campus.test',
  role: 'user',
  createdAt: '2026-01-10T10:00:00.000Z',
  suspendedAt: null,
  suspensionReason: null,
  listings: 2,
  openReports: 1,
};
const suspendedAt = '2026-11-20T10:00:00.000Z';
const detail = (member: MemberSummary, history: MemberDetail['history'] = []): MemberDetail => ({
  ...member,
  listingRows: [
    { _id: 'p1', kind: 'product', name: 'Fake phone', slug: 'fake-phone', hidden: true },
    { _id: 'r1', kind: 'rent', name: 'Dodgy drill', slug: null, hidden: false },
  ],
  reports: [
    {
      _id: '41111111-1111-4111-8111-111111111111', target: 'message', reason: 'Spam links', content: 'Buy now', reporter: 'Bina Buyer', status: 'resolved', actions: ['delete-message', 'suspend-member'], createdAt: '2026-11-19T10:00:00.000Z' },
  ],
  history: [...history],
});

function openMembers(route = '/dashboard/admin/members') {
  let current = sam;
  const record = (action: 'suspend-member' | 'lift-suspension', note: string | null) => ({ _id: crypto.randomUUID(), action, note, admin: 'Ravi Iyer', createdAt: suspendedAt });
  // Each answer gets its own copy: the store freezes what it keeps.
  const history: MemberDetail['history'] = [];
  const http = mockHttp({
    'GET /members': ({ query }): { status: number; body: MembersResponse } => {
      const q = (query.get('q') ?? '').toLowerCase();
      const matches = !q || current.name.toLowerCase().includes(q) || current.email.includes(q);
      return { status: 200, body: { success: true, members: matches ? [current] : [], total: matches ? 1 : 0 } };
    },
    [`GET /members/${sam._id}`]: () => ({ status: 200, body: { success: true, member: detail(current, history) } }),
    [`POST /members/${sam._id}/suspend`]: ({ data }) => {
      const { reason } = data as { reason: string };
      current = { ...current, suspendedAt, suspensionReason: reason };
      history.unshift(record('suspend-member', reason));
      return { status: 200, body: { success: true, member: detail(current, history) } };
    },
    [`POST /members/${sam._id}/lift-suspension`]: () => {
      current = { ...current, suspendedAt: null, suspensionReason: null };
      history.unshift(record('lift-suspension', null));
      return { status: 200, body: { success: true, member: detail(current, history) } };
    },
  });
  return { user: openDashboard(route, admin), http };
}

describe('Members (admin)', () => {
  it('searches by name or e-mail, and says when nobody matches', async () => {
    const { user, http } = openMembers();
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(document.title).toBe('Members · Campus Marketplace');
    expect(await screen.findByRole('article', { name: 'Sam Seller' })).toHaveTextContent('sam@campus.test2 listings · 1 open report');
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'nobody{Enter}');
    expect(await screen.findByText('No member matches “nobody”.')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Name or e-mail' });
    await user.clear(box);
    await user.type(box, 'SAM');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Sam Seller' })).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.url === '/members').map((call) => call.query.get('q'))).toEqual([null, 'nobody', 'SAM']);
  }, 20_000);

  it("shows a member's listings and the reports about them on demand", async () => {
    const { user } = openMembers('/dashboard/admin/members?q=sam');
    const card = await screen.findByRole('article', { name: 'Sam Seller' });
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    const listings = await within(card).findByRole('region', { name: 'Sam Seller’s listings' });
    expect(within(listings).getByRole('link', { name: 'Fake phone' })).toHaveAttribute('href', '/product/fake-phone');
    expect(within(listings).getByRole('link', { name: 'Dodgy drill' })).toHaveAttribute('href', '/rent/products/r1');
    expect(listings).toHaveTextContent('Hidden by an admin');
    const reports = within(card).getByRole('region', { name: 'Reports about Sam Seller' });
    expect(reports).toHaveTextContent('Chat message, reported by Bina Buyer');
    expect(reports).toHaveTextContent('Spam links (Resolved: message deleted, member suspended)');
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('suspends with a required reason, then lifts the suspension after asking, each recorded in the history', async () => {
    const { user, http } = openMembers();
    const card = await screen.findByRole('article', { name: 'Sam Seller' });
    await user.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Seller' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(http.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Selling exam answers');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Sam Seller is suspended.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Suspended since');
    expect(card).toHaveTextContent('Selling exam answers');
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => call.data)).toEqual([{ reason: 'Selling exam answers' }]);

    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    const history = await within(card).findByRole('region', { name: 'What admins did about Sam Seller' });
    expect(history).toHaveTextContent('Suspended on');
    expect(history).toHaveTextContent('by Ravi Iyer: Selling exam answers');

    await user.click(within(card).getByRole('button', { name: 'Lift the suspension' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Lift the suspension' });
    expect(asked).toHaveTextContent('Lift the suspension of Sam Seller? They can log in again.');
    await user.click(within(asked).getByRole('button', { name: 'Lift the suspension' }));
    expect(await screen.findByText('Sam Seller can log in again.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Suspended since');
    expect(within(card).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Suspension lifted on');
  }, 20_000);
});
