import type { Translation } from './define-area.ts';

export const en = {};
export const hi: Translation<typeof en> = {};
export const mr: Translation<typeof en> = {};
