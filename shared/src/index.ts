export * from './constants.ts';
export * from './status.ts';
export * from './format.ts';
export * from './money.ts';
export * from './time.ts';
export * from './contract/index.ts';
