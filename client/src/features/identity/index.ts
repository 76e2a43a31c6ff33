// The identity feature's face: pages and other features import from here, never from its files (lint: client/eslint.rules.js).
export * from './change-password-form.tsx';
export * from './country-chooser.tsx';
export * from './demo-accounts.tsx';
export * from './google-auth-setup.tsx';
export * from './guest-login-form.tsx';
export * from './identity-queries.ts';
export * from './identity-states.tsx';
export * from './invite-link.ts';
export * from './kyc-advanced-form.tsx';
export * from './kyc-basic-form.tsx';
export * from './kyc-level-card.tsx';
export * from './kyc-rules.ts';
export * from './login-form.tsx';
export * from './profile-editor.tsx';
export * from './profile-phone.tsx';
export * from './profile-rules.ts';
export * from './register-form.tsx';
