import { useAppStore, type AppStore } from '@campus/shared/store';
import { useEffect } from 'react';
import { useRecordVisitMutation, useVisitorCountQuery } from '../api/visitors-api';

/**
 * Stores whose visit was already recorded. A store lives exactly as long as the page, so this is the
 * "once per page load" guard; it also keeps StrictMode's second effect run from counting twice.
 */
const recordedStores = new WeakSet<AppStore>();

/** The result is kept under a fixed key so StrictMode's simulated unmount does not forget it. */
const VISIT_KEY = 'page-visit';

/** docs/product-rules.md "Footer": records the visit, then shows how many visits the site has had. */
export function VisitorCount() {
  const store = useAppStore();
  const [recordVisit, visit] = useRecordVisitMutation({ fixedCacheKey: VISIT_KEY });
  const visitSettled = visit.isSuccess || visit.isError;
  // Asked only after the increment has settled, so the count includes this visit.
  const { data: count } = useVisitorCountQuery(undefined, { skip: !visitSettled });

  useEffect(() => {
    if (recordedStores.has(store)) return;
    recordedStores.add(store);
    void recordVisit();
  }, [store, recordVisit]);

  if (typeof count !== 'number') return null;
  return <p>Visitors: {count.toLocaleString('en-IN')}</p>;
}
