export * from './import-fields';
export * from './import-limits';
export * from './formula-cells';
export * from './read-guest-row';
export * from './validate-guest-rows';
export * from './import-schemas';
