import { createContext, useContext } from 'react';

/**
 * The first paint of the area that owns the page, when the server renders the shell around it (README "First
 * paint from the server"); null in a browser, where the area itself mounts there.
 */
export const AreaFirstPaint = createContext<string | null>(null);

export const useAreaFirstPaint = () => useContext(AreaFirstPaint);
