export * from './reference.ts';
export * from './users.ts';
export * from './system.ts';
export * from './auth.ts';
export * from './requests.ts';
export * from './blood-bank-staff.ts';
export * from './carebot.ts';
export * from './rewards.ts';
