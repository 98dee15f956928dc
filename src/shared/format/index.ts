export * from './date-time';
