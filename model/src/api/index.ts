// Request and response bodies of the HTTP API, shared by the backend (validation) and the frontend (typed client).
export * from './errors';
export * from './fields';
export * from './auth';
export * from './customDomain';
export * from './maps';
export * from './documents';
export * from './ai';
export * from './attachments';
export * from './files';
export * from './reviews';
