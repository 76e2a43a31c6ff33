// The sys module's face (/api/sys): uploads (the contract call, the file route, their limits) and announcements.
export { sysHandlers } from './routes.ts';
export { sysFileRoutes } from './file-route.ts';
export { createUploadService, fileUrl, type UploadService } from './upload-service.ts';
export { usableUpload, type UploadPurpose } from './upload-use.ts';
export { MULTIPART_OPTIONS } from './upload-limits.ts';
