export * from './import-fields';
export * from './read-member-row';
export * from './import-schemas';
