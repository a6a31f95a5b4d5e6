export * from './constants.ts';
export * from './errors.ts';
export * from './contracts/envelope.ts';
export * from './contracts/public-data.ts';
export * from './contracts/health.ts';
