// Brings jest-dom's matcher types to every test that imports the helpers (setup-dom.ts registers them).
import type {} from '@testing-library/jest-dom/vitest';

export { answerConfirm, cancelDelete } from './answer-confirm';
export { asha, bookingReply, bookingsReply, makeRentBooking, makeServiceBooking, meera } from './bookings';
export { deferred } from './deferred';
export { fakeTimersInEachTest } from './fake-timers';
export { expectContactLinks } from './contact-links';
export { FakeSocket } from './fake-socket';
export * from './fixtures';
export { LocationProbe } from './location-probe';
export { listedFor } from './listing-search';
export { mockHttp, type MockHandler, type MockReply, type MockRequest } from './mock-http';
export { renderScreens, renderWithProviders, ThemeOnly } from './render';
