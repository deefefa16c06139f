// @ts-check
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@campus/rspack-config';

export default createAppConfig({ dir: fileURLToPath(new URL('.', import.meta.url)), name: 'rent', title: 'Borrow · Campus Marketplace' });
