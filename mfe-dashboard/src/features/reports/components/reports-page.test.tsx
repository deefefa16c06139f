import type { ReportGroup, ReportsResponse } from '@campus/shared/contract';
import { admin, mockHttp } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const person = (n: number, name: string) => ({ _id: `${n}1111111-1111-4111-8111-111111111111`, name });
const bina = person(1, 'Bina Buyer');
const tom = person(2, 'Tom Third');
const sam = person(3, 'Sam Seller');

const base = {
  ...({ listingKind: null, slug: null, subject: sam, status: 'open', action: null, note: null, resolvedAt: null } as const),
  actions: [] as ReportGroup['actions'],
};
const onListing: ReportGroup = {
  ...base,
  _id: 'r-listing-2',
  target: 'listing',
  targetId: 'p1',
  listingKind: 'product',
  slug: 'fake-phone',
  content: 'Fake phone\n\nBrand new',
  count: 3,
  reports: [
    { _id: 'r-listing-1', reporter: bina, reason: 'A fake', createdAt: ago(2 * 24 * 60) },
    { _id: 'r-listing-2', reporter: tom, reason: 'Stolen, I think', createdAt: ago(5) },
  ],
  firstReportedAt: ago(3 * 24 * 60),
  lastReportedAt: ago(5),
};
const onConversation: ReportGroup = {
  ...base,
  _id: 'r-talk',
  target: 'conversation',
  targetId: 'c1',
  content: 'Sam Seller: Pay me outside',
  count: 1,
  reports: [{ _id: 'r-talk', reporter: bina, reason: 'Pay outside', createdAt: ago(60) }],
  firstReportedAt: ago(60),
  lastReportedAt: ago(60),
};
const onMember: ReportGroup = {
  ...base,
  _id: 'r-member',
  target: 'member',
  targetId: sam._id,
  content: 'Sam Seller',
  count: 1,
  reports: [{ _id: 'r-member', reporter: tom, reason: 'Rude', createdAt: ago(30) }],
  firstReportedAt: ago(30),
  lastReportedAt: ago(30),
};
const onMessage: ReportGroup = {
  ...base,
  _id: 'r-message',
  target: 'message',
  targetId: '42',
  content: 'Cheap essays at spam.example',
  count: 1,
  reports: [{ _id: 'r-message', reporter: bina, reason: 'Spam', createdAt: ago(10) }],
  firstReportedAt: ago(10),
  lastReportedAt: ago(10),
};
const page = (groups: ReportGroup[], nextCursor: string | null): ReportsResponse => ({ success: true, groups, total: 3, openReports: 5, nextCursor });

function openReports(first: ReportsResponse = page([onListing, onConversation], 'cursor-2')) {
  const http = mockHttp({
    'GET /reports': ({ query }) => ({ status: 200, body: query.get('cursor') === 'cursor-2' ? page([onMember], null) : first }),
    'POST /reports/r-listing-2/resolve': ({ data }) => ({
      status: 200,
      body: { success: true, group: { ...onListing, status: 'resolved', action: (data as { action: string }).action, actions: [(data as { action: string }).action], note: 'Stolen, I think', resolvedAt: ago(0) } },
    }),
    'POST /reports/r-message/resolve': ({ data }) => ({
      status: 200,
      body: { success: true, group: { ...onMessage, status: 'resolved', action: 'delete-message', actions: (data as { actions: string[] }).actions, note: 'Spam', resolvedAt: ago(0) } },
    }),
    'GET /conversations/c1/messages': () => ({
      status: 200,
      body: {
        success: true,
        messages: [
          { _id: '1', conversationId: 'c1', senderId: sam._id, content: 'Pay me outside', timestamp: ago(61) },
          { _id: '2', conversationId: 'c1', senderId: bina._id, content: 'No, thanks', timestamp: ago(60) },
        ],
      },
    }),
    'DELETE /reports/r-talk/conversation-messages/1': () => ({ status: 200, body: { success: true, messageId: '1' } }),
  });
  return { user: openDashboard('/dashboard/admin/reports', admin), http };
}

describe('Reports (admin)', () => {
  it('shows each reported thing once, with how many members reported it, their reasons and ages, and the actions that fit it', async () => {
    openReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(document.title).toBe('Reports · Campus Marketplace');
    expect(await screen.findByText('5 open reports about 3 things')).toBeInTheDocument();
    const listing = await screen.findByRole('article', { name: 'A listing by Sam Seller' });
    expect(listing).toHaveTextContent('Reported by 3 members: first 3 days ago, last 5 minutes ago');
    expect(listing).toHaveTextContent('Fake phone');
    const reasons = within(listing).getByRole('list', { name: 'Reasons' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bina Buyer (2 days ago): A fake', 'Tom Third (5 minutes ago): Stolen, I think']);
    expect(listing).toHaveTextContent('and 1 earlier report');
    expect(within(listing).getByRole('link', { name: 'Open the listing' })).toHaveAttribute('href', '/product/fake-phone');
    expect(within(listing).getAllByRole('button').map((button) => button.textContent)).toEqual(['Hide the listing and suspend the member', 'Hide the listing', 'Suspend the member', 'Dismiss']);
    const talk = screen.getByRole('article', { name: 'A conversation by Sam Seller' });
    expect(talk).toHaveTextContent('Reported by Bina Buyer 1 hour ago');
    expect(screen.getByText('2 of 3 shown')).toBeInTheDocument();
  });

  it('pages through the groups with Show more, from the keyboard too, until there are no more', async () => {
    const { user, http } = openReports();
    await screen.findByRole('article', { name: 'A listing by Sam Seller' });
    const more = screen.getByRole('button', { name: 'Show more' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('article', { name: 'A member by Sam Seller' })).toHaveTextContent('Rude');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 of 3 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(http.calls.filter((call) => call.url === '/reports').map((call) => call.query.get('cursor'))).toEqual([null, 'cursor-2']);
  });

  it('asks before an action on a group, then shows its outcome and counts it off the totals', async () => {
    const { user, http } = openReports();
    const listing = await screen.findByRole('article', { name: 'A listing by Sam Seller' });
    await user.click(within(listing).getByRole('button', { name: 'Suspend the member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend the member' });
    expect(dialog).toHaveTextContent('Suspend Sam Seller?');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the member' }));
    expect(await within(listing).findByRole('status')).toHaveTextContent('Resolved: Suspend the member (Stolen, I think)');
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => call.data)).toEqual([{ action: 'suspend-member', note: 'Stolen, I think' }]);
    expect(within(listing).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(screen.getByText('2 open reports about 2 things')).toBeInTheDocument();
    expect(await screen.findByText('3 reports resolved.')).toBeInTheDocument();
  });

  it('deletes a reported message and suspends its author in one go, asked once, both shown as the outcome', async () => {
    const { user, http } = openReports(page([onMessage], null));
    const message = await screen.findByRole('article', { name: 'A chat message by Sam Seller' });
    expect(within(message).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Delete the message and suspend the member',
      'Delete the message',
      'Suspend the member',
      'Dismiss',
    ]);
    await user.click(within(message).getByRole('button', { name: 'Delete the message and suspend the member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the message and suspend the member' });
    expect(dialog).toHaveTextContent('Delete this chat message for everyone? This cannot be undone. Suspend Sam Seller?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the message and suspend the member' }));
    expect(await within(message).findByRole('status')).toHaveTextContent('Resolved: Delete the message and suspend the member (Spam)');
    expect(http.calls.filter((call) => call.method === 'POST').map((call) => call.data)).toEqual([{ actions: ['delete-message', 'suspend-member'], note: 'Spam' }]);
  });

  it("reads a reported conversation's messages and deletes one, asked first", async () => {
    const { user, http } = openReports();
    const talk = await screen.findByRole('article', { name: 'A conversation by Sam Seller' });
    await user.click(within(talk).getByRole('button', { name: 'Read the conversation' }));
    const lines = await within(talk).findByRole('list', { name: "The conversation's messages" });
    expect(lines).toHaveTextContent('Sam Seller: Pay me outside');
    await user.click(within(within(lines).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Delete' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Delete the message' });
    expect(asked).toHaveTextContent('Delete this message of Sam Seller for both members?');
    await user.click(within(asked).getByRole('button', { name: 'Delete the message' }));
    await waitFor(() => expect(within(lines).getAllByRole('listitem')).toHaveLength(1));
    expect(lines).toHaveTextContent('Bina Buyer: No, thanks');
    expect(http.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/reports/r-talk/conversation-messages/1']);
  }, 20_000);

  it('says when there is nothing to look at', async () => {
    openReports({ success: true, groups: [], total: 0, openReports: 0, nextCursor: null });
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
