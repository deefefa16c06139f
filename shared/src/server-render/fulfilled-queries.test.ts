import { describe, expect, it } from 'vitest';
import { baseApi } from '../api/base-api';
import { mockHttp } from '../testing/mock-http';
import { makeStore } from '../store/make-store';
import { fulfilledQueries } from './fulfilled-queries';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paintedProbe: build.query<{ name: string }, { slug: string }>({ query: ({ slug }) => ({ url: `/probe/${slug}` }) }),
  }),
});

describe('the answers a first paint showed', () => {
  it('are the queries holding data, by endpoint and original arguments, a refetch in flight included; not the pending ones', async () => {
    mockHttp({ 'GET /probe/kettle': () => ({ status: 200, body: { name: 'Kettle' } }), 'GET /probe/lamp': () => 'never' });
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.paintedProbe.initiate({ slug: 'kettle' }));
    void store.dispatch(probeApi.endpoints.paintedProbe.initiate({ slug: 'lamp' }));
    expect(fulfilledQueries(store)).toEqual([{ endpointName: 'paintedProbe', args: { slug: 'kettle' }, data: { name: 'Kettle' } }]);

    // Asked again while rendering (refetchOnMountOrArgChange): pending on the server, and showing its data.
    mockHttp({ 'GET /probe/kettle': () => 'never' });
    void store.dispatch(probeApi.endpoints.paintedProbe.initiate({ slug: 'kettle' }, { forceRefetch: true }));
    expect(fulfilledQueries(store)).toEqual([{ endpointName: 'paintedProbe', args: { slug: 'kettle' }, data: { name: 'Kettle' } }]);
  });
});
