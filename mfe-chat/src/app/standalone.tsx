import { mountStandalone } from '@campus/shared/host';
import App from './app';

mountStandalone(App, 'Connect Zone');
