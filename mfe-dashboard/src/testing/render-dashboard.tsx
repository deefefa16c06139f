import type { SessionUser } from '@campus/shared/contract';
import { LocationProbe, renderWithProviders, session, student } from '@campus/shared/testing';
import userEvent from '@testing-library/user-event';
import App from '../app/app';

/**
 * Renders the dashboard at `route` for `member` (the student unless given; null for a visitor), with a
 * LocationProbe to read where it navigates.
 */
export function renderDashboard(route: string, member: SessionUser | null = student) {
  return renderWithProviders(
    <>
      <App />
      <LocationProbe />
    </>,
    { route, preloadedState: session(member) },
  );
}

/** renderDashboard, and the userEvent session that drives it. */
export function openDashboard(route: string, member: SessionUser | null = student) {
  const user = userEvent.setup();
  renderDashboard(route, member);
  return user;
}
