export * from './json';
export * from './fields';
export * from './draft';
export * from './rules';
export * from './patch';
export * from './three-way';
export * from './money';
