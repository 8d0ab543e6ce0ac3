export * from './column-mapping';
export * from './formula-cells';
export * from './import-limits';
export * from './import-schemas';
export * from './validate-rows';
