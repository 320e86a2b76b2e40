export { versionChanges, NO_VERSION_CHANGES, type VersionChanges } from './versionChanges';
export * from './mapVersions';
