export * from './import-fields';
export * from './read-guest-row';
export * from './validate-guest-rows';
export * from './import-schemas';
