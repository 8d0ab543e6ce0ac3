export * from './audiences';
export * from './placeholders';
export * from './sms-segments';
