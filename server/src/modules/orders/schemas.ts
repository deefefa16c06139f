import { z } from 'zod';

export const OrderIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid order id' }) });
