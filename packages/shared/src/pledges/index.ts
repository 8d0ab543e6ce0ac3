export * from './occasions';
export * from './members';
export * from './contributions';
export * from './pay-links';
export * from './members-import';
