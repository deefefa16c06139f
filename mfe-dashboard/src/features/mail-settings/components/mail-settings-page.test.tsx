import { MAIL_KIND_TEXTS, type MailSettings } from '@campus/shared/contract';
import { admin, mockHttp, type MockReply } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard } from '../../../testing/render-dashboard';

const ALL_ON: MailSettings = { messages: true, sales: true, orders: true, bookings: true };

/** The screen over a fake API that stores what a PUT sends, unless `put` answers otherwise. */
function openSettings(
  { settings = ALL_ON, put, route = '/dashboard/user/notification-settings', member }: { settings?: MailSettings; put?: () => MockReply | Promise<MockReply>; route?: string; member?: typeof admin } = {},
) {
  let stored = settings;
  const http = mockHttp({
    'GET /mail-settings': () => ({ status: 200, body: { success: true, settings: stored } }),
    'PUT /mail-settings': async ({ data }) => {
      if (put) return put();
      stored = { ...stored, ...(data as Partial<MailSettings>) };
      return { status: 200, body: { success: true, settings: stored } };
    },
  });
  const user = openDashboard(route, member);
  return { user, http };
}

const switchOf = (label: string) => screen.findByRole('switch', { name: label });

describe('Notification settings', () => {
  it('shows one switch per kind of e-mail, with its description, as stored', async () => {
    openSettings({ settings: { ...ALL_ON, sales: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeInTheDocument();
    expect(document.title).toBe('Notification settings · Campus Marketplace');
    expect(screen.getByText(/e-mails the site sends to your address, asha@campus\.test/)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notification e-mails' });
    expect(within(list).getAllByRole('switch').map((item) => (item as HTMLInputElement).checked)).toEqual([true, false, true, true]);
    for (const { label, description } of Object.values(MAIL_KIND_TEXTS)) {
      expect(within(list).getByRole('switch', { name: label })).toHaveAccessibleDescription(description);
    }
    expect(screen.getByRole('link', { name: 'Notification Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves a change at once, sending only that kind, and says so', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { user, http } = openSettings({ put: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    const messages = await switchOf('New messages');
    await user.click(messages);
    // On its way: the switch shows the change and takes no other until it is answered.
    expect(messages).not.toBeChecked();
    expect(messages).toBeDisabled();
    expect(http.calls.filter((call) => call.method === 'PUT').map((call) => call.data)).toEqual([{ messages: false }]);
    answer({ status: 200, body: { success: true, settings: { ...ALL_ON, messages: false } } });
    await waitFor(() => expect(messages).toBeEnabled());
    expect(messages).not.toBeChecked();
    const row = messages.closest('li') as HTMLElement;
    expect(within(row).getByRole('status')).toHaveTextContent('Saved: e-mails about new messages are off.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says why a change failed, and the switch goes back to what is stored", async () => {
    const { user } = openSettings({ put: () => ({ status: 500, body: { success: false, message: 'Something went wrong on our side.' } }) });
    const sales = await switchOf('Sales');
    await user.click(sales);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(sales).toBeChecked();
    expect(sales).toBeEnabled();
    expect(sales).toHaveAccessibleDescription(`${MAIL_KIND_TEXTS.sales.description} Something went wrong on our side.`);
    expect(screen.getAllByRole('status').every((region) => region.textContent === '')).toBe(true);
  });

  it('words a failure without an answer itself', async () => {
    const { user } = openSettings({ settings: { ...ALL_ON, bookings: false }, put: () => 'network-error' });
    const bookings = await switchOf('Bookings');
    await user.click(bookings);
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mails about your bookings could not be turned on. Please try again.');
    expect(bookings).not.toBeChecked();
  });

  it('offers to try again when the settings could not be loaded', async () => {
    let fail = true;
    mockHttp({
      'GET /mail-settings': () => (fail ? { status: 500, body: { success: false, message: 'Down' } } : { status: 200, body: { success: true, settings: ALL_ON } }),
    });
    const user = openDashboard('/dashboard/user/notification-settings');
    expect(await screen.findByText('Your e-mail settings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await switchOf('Order updates')).toBeChecked();
  });

  it('serves an admin inside the admin dashboard', async () => {
    openSettings({ route: '/dashboard/admin/notification-settings', member: admin });
    expect(await switchOf('Sales')).toBeChecked();
    expect(screen.getByText(/ravi@campus\.test/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin dashboard menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification Settings' })).toHaveAttribute('aria-current', 'page');
  });
});
