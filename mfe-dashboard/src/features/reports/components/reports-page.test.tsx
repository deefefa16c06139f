import type { Report } from '@campus/shared/contract';
import { admin, mockHttp } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

const base = {
  listingKind: null,
  slug: null,
  reporter: { _id: '11111111-1111-4111-8111-111111111111', name: 'Bina Buyer' },
  subject: { _id: '22222222-2222-4222-8222-222222222222', name: 'Sam Seller' },
  status: 'open',
  action: null,
  note: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
} as const;
const onListing: Report = { ...base, _id: 'r-listing', target: 'listing', targetId: 'p1', listingKind: 'product', slug: 'fake-phone', reason: 'A fake', content: 'Fake phone\n\nBrand new' };
const onConversation: Report = { ...base, _id: 'r-talk', target: 'conversation', targetId: 'c1', reason: 'Pay outside', content: 'Sam Seller: Pay me outside' };
const dismissed: Report = { ...base, _id: 'r-old', target: 'member', targetId: base.subject._id, reason: 'Rude', content: 'Sam Seller', status: 'resolved', action: 'dismiss', resolvedAt: '2026-11-21T10:00:00.000Z' };

function openReports() {
  const http = mockHttp({
    'GET /reports': () => ({ status: 200, body: { success: true, reports: [onListing, onConversation, dismissed] } }),
    'POST /reports/r-listing/resolve': ({ data }) => ({
      status: 200,
      body: { success: true, report: { ...onListing, status: 'resolved', action: (data as { action: string }).action, note: 'A fake', resolvedAt: '2026-11-22T10:00:00.000Z' } },
    }),
    'GET /conversations/c1/messages': () => ({
      status: 200,
      body: { success: true, messages: [{ _id: '1', conversationId: 'c1', senderId: base.subject._id, content: 'Pay me outside', timestamp: '2026-11-20T09:00:00.000Z' }] },
    }),
  });
  return { user: openDashboard('/dashboard/admin/reports', admin), http };
}

describe('Reports (admin)', () => {
  it('lists each report with what was reported, by whom, and only the actions that fit it', async () => {
    openReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(document.title).toBe('Reports · Campus Marketplace');
    const listing = await screen.findByRole('article', { name: 'A listing by Sam Seller' });
    expect(listing).toHaveTextContent('Reported by Bina Buyer');
    expect(listing).toHaveTextContent('Fake phone');
    expect(within(listing).getByRole('link', { name: 'Open the listing' })).toHaveAttribute('href', '/product/fake-phone');
    expect(within(listing).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hide the listing', 'Suspend the member', 'Dismiss']);
    const old = screen.getByRole('article', { name: 'A member by Sam Seller' });
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    expect(old).toHaveTextContent('Resolved: Dismiss');
    expect(screen.getByText('2 open reports')).toBeInTheDocument();
  });

  it('asks before an action, then shows the outcome', async () => {
    const { user, http } = openReports();
    const listing = await screen.findByRole('article', { name: 'A listing by Sam Seller' });
    await user.click(within(listing).getByRole('button', { name: 'Suspend the member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend the member' });
    expect(dialog).toHaveTextContent('Suspend Sam Seller?');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the member' }));
    expect(await within(listing).findByRole('status')).toHaveTextContent('Resolved: Suspend the member (A fake)');
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => call.data)).toEqual([{ action: 'suspend-member', note: 'A fake' }]);
    expect(within(listing).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it("reads a reported conversation's messages", async () => {
    const { user } = openReports();
    const talk = await screen.findByRole('article', { name: 'A conversation by Sam Seller' });
    await user.click(within(talk).getByRole('button', { name: 'Read the conversation' }));
    const lines = await within(talk).findByRole('list', { name: "The conversation's messages" });
    expect(lines).toHaveTextContent('Sam Seller: Pay me outside');
  });
});
