import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockHttp, renderScreens, session, student } from '../testing';
import { ReportButton } from './report-button';

const LISTING = '7e1d2c3b-4a5f-4e6d-9c8b-7a6f5e4d3c2b';

function renderButton(user: typeof student | null, ownerId = 's1') {
  return renderScreens(
    { '/rent/products/:id': <ReportButton target="listing" id={LISTING} listingKind="rent" what="this listing" ownerId={ownerId} /> },
    { route: `/rent/products/${LISTING}`, preloadedState: session(user, user ? 'jwt-u1' : '') },
  );
}

describe('Report and its dialog', () => {
  it('asks for a reason, sends the report and says so', async () => {
    const http = mockHttp({ 'POST /reports': () => ({ status: 201, body: { success: true, report: { _id: 'r1' } } }) });
    renderButton(student);
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(http.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reason'), '  A fake camera  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you: your report was sent to the admins.')).toBeInTheDocument();
    expect(http.calls[0]?.data).toEqual({ target: 'listing', id: LISTING, listingKind: 'rent', reason: 'A fake camera' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("toasts the server's refusal and keeps the dialog open", async () => {
    mockHttp({ 'POST /reports': () => ({ status: 404, body: { success: false, message: 'There is nothing to report there: it may have been removed.' } }) });
    renderButton(student);
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    await userEvent.type(await screen.findByLabelText('Reason'), 'Gone?');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('There is nothing to report there: it may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('says in the dialog that the member already reported it (409), with nothing left to send', async () => {
    const message = 'You have already reported this listing: an admin will look at it.';
    const http = mockHttp({ 'POST /reports': () => ({ status: 409, body: { success: false, message } }) });
    renderButton(student);
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.type(await screen.findByLabelText('Reason'), 'Still fake');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(message);
    expect(status).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(http.calls).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers nothing to visitors', () => {
    renderButton(null);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('offers nothing to the owner', () => {
    renderButton(student, student._id);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
