import { homeSearchParams, homeSearchQuery, type ProductSearchQuery } from '@campus/shared/contract';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromQuery, toSearchQuery, TYPING_PAUSE_MS, type ProductFilters } from './search-query';

/**
 * The home filters (README "Search"): applied ones live in the page's URL (`/?search=…&category=…&minPrice=…&maxPrice=…`),
 * so Back, a reload and a shared link keep them; the form holds what is being typed. Typed fields reach the URL after
 * a pause, a category choice and Reset Filters at once (`onChange(next, true)`); they replace the history entry, so
 * Back leaves the page, with its filters, rather than undoing keystrokes. A URL changed from outside (Back, a link)
 * refills the form.
 */
export function useUrlFilters(): { query: ProductSearchQuery; filters: ProductFilters; onChange: (next: ProductFilters, immediate: boolean) => void } {
  const [params, setParams] = useSearchParams();
  const urlQuery = homeSearchParams(homeSearchQuery(params));
  const query = useMemo(() => homeSearchQuery(new URLSearchParams(urlQuery)), [urlQuery]);
  const [filters, setFilters] = useState(() => filtersFromQuery(query));
  // The query this page last put in the URL: any other one came from outside.
  const written = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery === written.current) return;
    written.current = urlQuery;
    setFilters(filtersFromQuery(homeSearchQuery(new URLSearchParams(urlQuery))));
  }, [urlQuery]);

  const apply = (next: ProductFilters) => {
    const text = homeSearchParams(toSearchQuery(next));
    if (text === written.current) return;
    written.current = text;
    setParams(new URLSearchParams(text), { replace: true, preventScrollReset: true });
  };
  const applyTyped = useEffectEvent(apply);
  useEffect(() => {
    const timer = setTimeout(() => applyTyped(filters), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  const onChange = (next: ProductFilters, immediate: boolean) => {
    setFilters(next);
    if (immediate) apply(next);
  };
  return { query, filters, onChange };
}
