export { AppProviders } from './app-providers';
export { mountStandalone } from './standalone';
export { useDelayedNavigate } from './use-delayed-navigate';
