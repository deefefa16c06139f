// This area's first paint, rendered by the server for the pages it owns (README "First paint from the server").
import { firstPaintRenderer } from '@campus/shared/server-render';
import App from './app';

export const render = firstPaintRenderer(() => <App />);
