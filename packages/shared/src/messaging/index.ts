export * from './audiences';
export * from './placeholders';
export * from './sms-segments';
export * from './templates';
export * from './template-mappings';
