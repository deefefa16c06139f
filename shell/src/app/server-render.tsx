// The shell's first paint around an area's (README "First paint from the server"): the navigation, the
// layout and the footer as a visitor first sees them, with the area's markup where the area mounts.
import { firstPaintRenderer } from '@campus/shared/server-render';
import { AreaFirstPaint } from '../features/remotes/area-first-paint';
import { AppRoutes } from './router';

export const render = firstPaintRenderer(({ areaHtml }) => (
  <AreaFirstPaint.Provider value={areaHtml ?? null}>
    <AppRoutes />
  </AreaFirstPaint.Provider>
));
