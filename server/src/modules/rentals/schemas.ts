import { z } from 'zod';

/** A malformed id is the client's mistake (400), not a lookup the database should fail on (500). */
export const RentProductIdParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid rent product id' }),
});

export const ServiceIdParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid service id' }),
});
