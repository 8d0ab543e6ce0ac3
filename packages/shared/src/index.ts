export * from './privileges';
export * from './route-rules';
export * from './constants';
export * from './api';
