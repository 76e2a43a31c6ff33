// The team feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './save-qr.ts';
export * from './team-invitation.tsx';
export * from './team-queries.ts';
