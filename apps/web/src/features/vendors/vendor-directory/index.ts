export { readDirectoryQuery } from './lib/directory-query';
