export * from './audiences';
export * from './placeholders';
export * from './sms-segments';
export * from './schedules';
export * from './templates';
export * from './template-mappings';
export * from './batches';
export * from './messages';
