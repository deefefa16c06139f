import { describe, expect, it } from 'vitest';
import type { ServiceAvailabilityResponse, ServiceMutationResponse } from '@campus/shared/contract';
import { services } from '../../db/schema';
import { ADMIN_ENV, bearer, useMember } from '../../test/auth-helpers';
import { BACKENDS, useTestApp } from '../../test/build-test-app';
import { formData } from '../../test/multipart';
import { booked, bookingClock, dayAfter } from '../bookings/test-fixtures';

// docs/product-rules.md "Bookings": the Offer Service form sends the new service's opening hours with it.
describe.each(BACKENDS)('opening hours sent with a new service on %s', (backend) => {
  // Monday 1 March 2027, 10:00 campus time: day 1 is a Tuesday.
  const clock = bookingClock();
  const t = useTestApp(backend, ADMIN_ENV, { clock });
  const provider = useMember(t, { name: 'Priya Provider' });
  const client = useMember(t, { name: 'Chetan Client' });

  const fields = { name: 'Guitar lessons', description: 'Beginners welcome', pricePerDay: '250', category: 'Music Lessons' };
  const create = (payload: ReturnType<typeof formData> | object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/service/create-service', headers: bearer(provider.token), payload });
  const availability = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/service/${id}/availability` })).json<ServiceAvailabilityResponse>();

  it('a form carries the week as JSON text: stored in day and time order, and the service is bookable at once', async () => {
    const weekly = [
      { day: 2, from: '14:00', to: '18:00' },
      { day: 2, from: '09:00', to: '12:00' },
      { day: 1, from: '17:00', to: '20:00' },
    ];
    const response = await create(formData({ ...fields, weekly: JSON.stringify(weekly) }));
    expect(response.statusCode, response.body).toBe(201);
    const { service } = response.json<ServiceMutationResponse>();
    expect((await availability(service._id)).weekly).toEqual([
      { day: 1, from: '17:00', to: '20:00' },
      { day: 2, from: '09:00', to: '12:00' },
      { day: 2, from: '14:00', to: '18:00' },
    ]);
    // Tuesday 17:00 is inside the hours: the first request is taken, with no other step by the provider.
    const booking = await booked(t.app, client.token, { kind: 'service', listingId: service._id, date: dayAfter(clock, 1), startTime: '17:00', hours: 1 });
    expect(booking).toMatchObject({ kind: 'service', startTime: '17:00', amount: 250 });
  });

  it('a JSON body carries it as an array; without one the service has no hours, as before', async () => {
    const withHours = await create({ ...fields, weekly: [{ day: 6, from: '10:00', to: '13:00' }] });
    expect(withHours.statusCode, withHours.body).toBe(201);
    expect((await availability(withHours.json<ServiceMutationResponse>().service._id)).weekly).toEqual([{ day: 6, from: '10:00', to: '13:00' }]);

    const without = await create(formData(fields));
    expect(without.statusCode, without.body).toBe(201);
    expect((await availability(without.json<ServiceMutationResponse>().service._id)).weekly).toEqual([]);
  });

  it('refuses a bad week with 400 and its own message, and stores no service', async () => {
    const before = await t.app.db.select({ id: services.id }).from(services);
    const cases: [string, string][] = [
      ['not json', 'Opening hours must be a list of weekly windows'],
      [JSON.stringify([{ day: 1, from: '09:00', to: '12:00' }, { day: 1, from: '11:00', to: '13:00' }]), 'Windows of the same day cannot overlap'],
      [JSON.stringify([{ day: 1, from: '12:00', to: '09:00' }]), 'A window must end after it starts'],
      [JSON.stringify(Array.from({ length: 29 }, (_, index) => ({ day: index % 7, from: `${8 + Math.floor(index / 7)}:00`, to: `${8 + Math.floor(index / 7)}:30` }))), 'At most 28 windows a week'],
    ];
    for (const [weekly, message] of cases) {
      const response = await create(formData({ ...fields, weekly }));
      expect(response.statusCode, weekly).toBe(400);
      expect(response.json(), weekly).toMatchObject({ success: false });
      expect(response.json<{ message: string }>().message, weekly).toContain(message);
    }
    expect(await t.app.db.select({ id: services.id }).from(services)).toEqual(before);
  });

  it('an update of the service does not take a week: its hours change only through their own call', async () => {
    const created = await create({ ...fields, weekly: [{ day: 1, from: '09:00', to: '12:00' }] });
    const { service } = created.json<ServiceMutationResponse>();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/service/update-service/${service._id}`,
      headers: bearer(provider.token),
      payload: formData({ weekly: JSON.stringify([]) }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await availability(service._id)).weekly).toEqual([{ day: 1, from: '09:00', to: '12:00' }]);
  });
});
