export * from './csv';
export * from './ist';
export * from './range';
export * from './series';
