import { LocationProbe, renderWithProviders } from '@campus/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_MENU } from '../menus';
import { SideMenu } from './side-menu';

// The phone button is display:none on wide screens, which is all jsdom knows about: hidden, it has no
// accessible name there, so it is found by its text.
function menuButton(name: string): HTMLElement {
  const button = screen.getAllByRole('button', { hidden: true }).find((candidate) => candidate.textContent === `Dashboard menu: ${name}`);
  if (!button) throw new Error(`no menu button naming ${name}`);
  return button;
}

function renderMenu(route: string) {
  return renderWithProviders(
    <>
      <SideMenu items={USER_MENU} label="User dashboard menu" />
      <LocationProbe />
    </>,
    { route },
  );
}

describe('SideMenu', () => {
  it('names the screen shown on its phone button (a sub-screen under its entry), and marks that entry', () => {
    renderMenu('/dashboard/user/manage-products/p1/edit');
    const button = menuButton('Manage Your Products');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    // Every entry is in it, none left out or cut off.
    expect(within(list as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(USER_MENU.map((item) => item.label));
    expect(screen.getByRole('link', { name: 'Manage Your Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the button, closes on a choice, and on Escape with the focus back on the button', async () => {
    const user = userEvent.setup();
    renderMenu('/dashboard/user');
    const button = menuButton('Overview');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Sell Product' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/create-order');
    const after = menuButton('Sell Product');
    expect(after).toHaveAttribute('aria-expanded', 'false');

    await user.click(after);
    screen.getByRole('link', { name: 'Notifications' }).focus();
    await user.keyboard('{Escape}');
    expect(after).toHaveAttribute('aria-expanded', 'false');
    expect(after).toHaveFocus();
  });
});
