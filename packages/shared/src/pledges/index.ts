export * from './pledges';
export * from './pay-links';
export * from './members-import';
