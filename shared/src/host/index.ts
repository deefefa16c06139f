export { AppProviders } from './app-providers';
export { mountStandalone } from './standalone';
export { useDelayedNavigate } from './use-delayed-navigate';
export { FirstPaintAnswers, useFirstPaintAnswer, useInFirstPaint } from './first-paint-answers';
