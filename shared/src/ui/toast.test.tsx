import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeOnly } from '../testing/render';

/** A fresh copy of the toasts, as a page has before react-hot-toast has loaded (the setup loads the shared one). */
async function freshToasts() {
  vi.resetModules();
  const [{ toast, loadToaster }, { Toasts }] = await Promise.all([import('./toast'), import('./toasts')]);
  return { toast, loadToaster, Toasts };
}

describe('toast', () => {
  it('shows a toast made before react-hot-toast has loaded, once it has, in the one place for toasts', async () => {
    const { toast, Toasts } = await freshToasts();
    render(<Toasts />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    toast.success('Desk lamp added to cart');
    expect(await screen.findByText('Desk lamp added to cart')).toBeInTheDocument();
  });

  it('keeps the order of toasts made while it loads, and shows them at once after', async () => {
    const { toast, loadToaster, Toasts } = await freshToasts();
    render(<Toasts />);
    toast.error('Invalid email or password');
    toast('Asha Rao bought Casio fx-991ES', { id: 'n1' });
    await act(() => loadToaster());
    // react-hot-toast stacks the newest on top: made in this order, they show in the reverse one.
    const messages = screen.getAllByRole('status').map((node) => node.textContent);
    expect(messages).toEqual(['Asha Rao bought Casio fx-991ES', 'Invalid email or password']);

    // Loaded: a toast shows as it is made.
    act(() => toast.success('Login successful'));
    expect(screen.getByText('Login successful')).toBeInTheDocument();
  });

  it("has the page's nonce ready for react-hot-toast's style element before the library loads", async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'r4nd0m-n0nce');
    document.head.prepend(meta);
    delete window.__nonce__;
    try {
      const { loadToaster } = await freshToasts();
      // goober (react-hot-toast's CSS) gives its style element window.__nonce__, from the moment the module runs.
      let nonceAsItLoads: string | undefined;
      vi.doMock('react-hot-toast', async (importOriginal) => {
        nonceAsItLoads = window.__nonce__;
        return importOriginal();
      });
      await loadToaster();
      expect(nonceAsItLoads).toBe('r4nd0m-n0nce');
    } finally {
      vi.doUnmock('react-hot-toast');
      meta.remove();
      delete window.__nonce__;
    }
  });

  it('tries again on the next toast when loading failed', async () => {
    const { loadToaster } = await freshToasts();
    vi.doMock('react-hot-toast', () => {
      throw new Error('offline');
    });
    await expect(loadToaster()).rejects.toThrow();
    vi.doUnmock('react-hot-toast');
    await expect(loadToaster()).resolves.toHaveProperty('Toaster');
  });
});

describe('toasts while a dialog is open', () => {
  it('show in the dialog under its title row, before its content: over neither the title nor the Close button', async () => {
    const { toast, loadToaster, Toasts } = await freshToasts();
    const { Modal } = await import('./modal');
    await loadToaster();
    const { rerender } = render(
      <>
        <Toasts />
      </>,
      { wrapper: ThemeOnly },
    );
    rerender(
      <>
        <Toasts />
        <Modal title="Edit Category" onClose={() => undefined}>
          <p>The form</p>
        </Modal>
      </>,
    );
    act(() => toast.error('Category already exists'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const message = await within(dialog).findByText('Category already exists');
    const place = message.closest('[data-dialog-toasts]');
    expect(place).not.toBeNull();
    const title = within(dialog).getByRole('heading', { name: 'Edit Category' });
    // In the document (and so in the dialog's grid): the title row, then the toasts, then the content and Close.
    expect(title.compareDocumentPosition(place as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect((place as Node).compareDocumentPosition(within(dialog).getByText('The form')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No toaster of fixed position over the dialog: the toast is in the dialog's flow.
    expect(document.querySelectorAll('[data-rht-toaster]')).toHaveLength(0);
  });
});
