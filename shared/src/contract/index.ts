export * from './auth';
export * from './api';
export * from './catalogue';
export * from './contact';
export * from './events';
export * from './products';
export * from './remotes';
export * from './timing';
