export * from './csv';
export * from './ist';
export * from './labels';
export * from './partial';
export * from './range';
export * from './series';
