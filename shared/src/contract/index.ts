export * from './auth';
export * from './api';
export * from './catalogue';
export * from './contact';
export * from './events';
export * from './remotes';
export * from './timing';
