import { describe, expect, it } from 'vitest';
import type { CampusEvent, EventCreatedResponse, EventsResponse } from '@campus/shared/contract';
import { events } from '../../db/schema';
import { ADMIN_ENV, adminToken, bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe.each(BACKENDS)('events on %s', (backend) => {
  const t = useTestApp(backend, ADMIN_ENV);
  const organizer = useMember(t, { name: 'Olu Organizer' });
  const other = useMember(t);

  const create = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/events', payload, headers: token ? bearer(token) : {} });
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/events' })).json<EventsResponse>();
  const stored = async () => (await t.app.db.select().from(events)).length;

  it('a member creates an event; everyone sees it with its organizer', async () => {
    const response = await create(organizer.token, {
      title: '  Hackathon  ',
      description: 'Build something in 24 hours',
      place: 'Library hall',
      startsAt: inHours(48),
      endsAt: inHours(72),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<EventCreatedResponse>();
    expect(body).toMatchObject({ success: true, message: 'Event created successfully!' });
    expect(body.event).toMatchObject({ title: 'Hackathon', place: 'Library hall', organizer: { name: 'Olu Organizer' } });
    expect(body.event.organizer).not.toHaveProperty('email');
    const { events: upcoming } = await list();
    expect(upcoming.map((event) => event._id)).toContain(body.event._id);
  });

  it('lists only upcoming events, soonest first', async () => {
    await create(organizer.token, { title: 'Later', place: 'Gym', startsAt: inHours(100) });
    await create(organizer.token, { title: 'Sooner', place: 'Gym', startsAt: inHours(1) });
    // An event that already ended is never listed; one under way (not ended yet) still is.
    await t.app.db.insert(events).values([
      { title: 'Past', place: 'Gym', startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - 2 * HOUR), organizerId: organizer.user._id },
      { title: 'Under way', place: 'Gym', startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR), organizerId: organizer.user._id },
    ]);
    const titles = (await list()).events.map((event: CampusEvent) => event.title);
    expect(titles).not.toContain('Past');
    expect(titles.indexOf('Under way')).toBeLessThan(titles.indexOf('Sooner'));
    expect(titles.indexOf('Sooner')).toBeLessThan(titles.indexOf('Hackathon'));
    expect(titles.indexOf('Hackathon')).toBeLessThan(titles.indexOf('Later'));
  });

  it('refuses a visitor, a start in the past, an end before the start and missing fields, storing nothing', async () => {
    const before = await stored();
    const cases: [string | null, Record<string, unknown>, number, RegExp][] = [
      [null, { title: 'X', place: 'Y', startsAt: inHours(5) }, 401, /log in/i],
      [organizer.token, { title: 'X', place: 'Y', startsAt: inHours(-1) }, 400, /future/],
      [organizer.token, { title: 'X', place: 'Y', startsAt: inHours(5), endsAt: inHours(4) }, 400, /end after/],
      [organizer.token, { place: 'Y', startsAt: inHours(5) }, 400, /Title is required/],
      [organizer.token, { title: 'X', startsAt: inHours(5) }, 400, /Place is required/],
      [organizer.token, { title: 'X', place: 'Y', startsAt: 'next friday' }, 400, /date and time/],
      [organizer.token, { title: 'x'.repeat(121), place: 'Y', startsAt: inHours(5) }, 400, /too long/],
    ];
    for (const [token, payload, status, message] of cases) {
      const response = await create(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect(await stored()).toBe(before);
  });

  it('only the organizer or an admin deletes an event', async () => {
    const { event } = (await create(organizer.token, { title: 'Quiz night', place: 'Canteen', startsAt: inHours(10) })).json<EventCreatedResponse>();
    const remove = (token: string | null) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/events/${event._id}`, headers: token ? bearer(token) : {} });

    expect((await remove(null)).statusCode).toBe(401);
    expect((await remove(other.token)).statusCode).toBe(403);
    expect((await list()).events.some((listed) => listed._id === event._id)).toBe(true);

    const deleted = await remove(organizer.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Event deleted successfully.' });
    expect((await remove(organizer.token)).statusCode).toBe(404);

    const second = (await create(organizer.token, { title: 'Film club', place: 'Hall', startsAt: inHours(10) })).json<EventCreatedResponse>();
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${second.event._id}`,
      headers: bearer(await adminToken(t.app)),
    });
    expect(byAdmin.statusCode).toBe(200);
  });

  it('answers a malformed id with 400', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/events/not-a-uuid', headers: bearer(organizer.token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid event id' });
  });
});
