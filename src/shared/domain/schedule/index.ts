export * from './local-time';
export * from './rules';
export * from './recurrence';
export * from './overlap';
export * from './call-timing';
export * from './zones';
export * from './format';
export * from './clash-text';
