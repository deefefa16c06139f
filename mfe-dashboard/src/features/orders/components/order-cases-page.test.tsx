import type { AdminOrderCase } from '@campus/shared/contract';
import { admin, mockHttp } from '@campus/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../testing/render-dashboard';

// docs/product-rules.md "A buyer's recourse": the admins' Order Cases screen.

const party = (name: string, email: string, phone: string) => ({ _id: `u-${name}`, name, email, phone });
const openCase: AdminOrderCase = {
  _id: 'c1',
  reason: 'not-as-described',
  details: 'The base is cracked.',
  status: 'open',
  openedAt: '2026-11-20T10:00:00.000Z',
  resolution: null,
  order: { _id: 'o1', reference: 'CM-7K3Q9X2A', productName: 'Desk lamp', quantity: 2, status: 'Shipped', amount: 499, refundable: 499 },
  buyer: party('Meera Nair', 'meera@campus.test', '91234 56789'),
  seller: party('Asha Rao', 'asha@campus.test', '90000 11111'),
};

function renderCases() {
  let cases = [openCase];
  const http = mockHttp({
    'GET /order/cases': () => ({ status: 200, body: { success: true, cases } }),
    'POST /order/resolve-case/c1': ({ data }) => {
      const { refund, note } = data as { refund: number; note: string };
      const resolved: AdminOrderCase = {
        ...openCase,
        status: 'resolved',
        resolution: { refund, note, resolvedAt: '2026-11-21T10:00:00.000Z' },
        order: { ...openCase.order, refundable: openCase.order.amount - refund },
      };
      cases = [resolved];
      return { status: 200, body: { success: true, message: 'The case is resolved; both parties see your note.', case: resolved } };
    },
  });
  renderDashboard('/dashboard/admin/order-cases', admin);
  return http;
}

const card = () => screen.getByRole('article', { name: 'Desk lamp: Not as described' });
const detail = (label: string) => within(card()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Order Cases (admin)', () => {
  it('shows each case with its order, both parties, the reason and the buyer\'s words, under its own title', async () => {
    renderCases();
    expect(await screen.findByRole('article', { name: 'Desk lamp: Not as described' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Cases' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Order Cases/);
    expect(detail('Buyer')).toBe('Meera Nair, meera@campus.test, 91234 56789');
    expect(detail('Seller')).toBe('Asha Rao, asha@campus.test, 90000 11111');
    expect(detail("The buyer's words")).toBe('The base is cracked.');
    expect(detail('Paid')).toBe('₹499.00 (₹499.00 not yet refunded)');
    expect(screen.getByRole('link', { name: 'Order Cases' })).toHaveAttribute('aria-current', 'page');
  });

  it('refuses more than what is left to refund and an empty note, then resolves with a partial refund and a note', async () => {
    const user = userEvent.setup();
    const http = renderCases();
    const form = await screen.findByRole('form', { name: 'Resolve the case about Desk lamp' });
    const refund = within(form).getByRole('spinbutton', { name: 'Refund to Meera Nair (₹)' });
    expect(refund).toHaveValue(499);
    await user.clear(refund);
    await user.type(refund, '500');
    await user.click(within(form).getByRole('button', { name: 'Resolve case' }));
    expect(await within(form).findByText('The refund can be at most ₹499.00, what was paid and not yet refunded')).toBeInTheDocument();
    expect(within(form).getByText('Write a note to the buyer and the seller')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(refund);
    await user.type(refund, '150');
    await user.type(within(form).getByRole('textbox', { name: 'Note to the buyer and the seller' }), 'Half back for the crack.');
    await user.click(within(form).getByRole('button', { name: 'Resolve case' }));
    expect(await screen.findByText('The case is resolved; both parties see your note.')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toMatchObject([
      { url: '/order/resolve-case/c1', data: { refund: 150, note: 'Half back for the crack.' } },
    ]);
    await waitFor(() => expect(detail('Decision')).toBe('Refund of ₹150.00 on 21/11/2026. Note: Half back for the crack.'));
    expect(screen.queryByRole('form', { name: 'Resolve the case about Desk lamp' })).not.toBeInTheDocument();
    expect(screen.getByText('The case about Desk lamp is resolved.')).toHaveFocus();
  });

  it('says so when no buyer has reported a problem', async () => {
    mockHttp({ 'GET /order/cases': () => ({ status: 200, body: { success: true, cases: [] } }) });
    renderDashboard('/dashboard/admin/order-cases', admin);
    expect(await screen.findByText('No buyer has reported a problem with an order.')).toBeInTheDocument();
  });
});
