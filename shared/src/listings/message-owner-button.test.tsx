import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockHttp, renderScreens, session, student } from '../testing';
import { MessageOwnerButton } from './message-owner-button';

const LISTING = '7e1d2c3b-4a5f-4e6d-9c8b-7a6f5e4d3c2b';
const CONVERSATION = '5d0c7a3e-1f2b-4c3d-8e9f-0a1b2c3d4e5f';

function renderButton(user: typeof student | null, ownerId = 's1') {
  return renderScreens(
    { '/rent/products/:id': <MessageOwnerButton listingKind="rent" listingId={LISTING} ownerId={ownerId} label="Message the owner" /> },
    { route: `/rent/products/${LISTING}`, preloadedState: session(user, user ? 'jwt-u1' : '') },
  );
}

describe('Message the owner', () => {
  it("opens the member's conversation about the listing and goes there", async () => {
    const http = mockHttp({
      'POST /conversations': () => ({ status: 200, body: { success: true, conversation: { _id: CONVERSATION } } }),
    });
    renderButton(student);
    await userEvent.click(screen.getByRole('button', { name: 'Message the owner' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/messages/${CONVERSATION}`));
    expect(http.calls[0]?.data).toEqual({ listingKind: 'rent', listingId: LISTING });
  });

  it('sends a visitor to log in, and back to the listing after', async () => {
    renderButton(null);
    const link = screen.getByRole('link', { name: 'Message the owner' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: `/rent/products/${LISTING}` });
  });

  it('offers the owner nothing: they cannot message themself', () => {
    renderButton(student, student._id);
    expect(screen.queryByRole('button', { name: 'Message the owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message the owner' })).not.toBeInTheDocument();
  });

  it("toasts the server's refusal and stays", async () => {
    mockHttp({ 'POST /conversations': () => ({ status: 404, body: { success: false, message: 'Listing not found' } }) });
    renderButton(student);
    await userEvent.click(screen.getByRole('button', { name: 'Message the owner' }));
    expect(await screen.findByText('Listing not found')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/rent/products/${LISTING}`);
  });
});
