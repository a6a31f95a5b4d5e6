export * from './languages.ts';
export * from './localize-message.ts';
