export { AppProviders } from './app-providers';
export { mountStandalone } from './standalone';
