// Saving as operations and collaboration: wire schemas of operations, the save/pull API, and rebasing.
export { operationSchema, transactionSchema, MAX_OPERATIONS_PER_TRANSACTION } from './operationSchema';
export * from './syncApi';
export { keyedFieldSchema, keyedUpdateIssue, type FieldIssue, type KeyedUpdateType } from './keyedFields';
export { rebaseTransactions, type RebaseConflict, type RebaseResult } from './rebase';
export { documentChange } from './documentChange';
export { replayRemote, type ReplayResult } from './replayRemote';
export * from './presenceApi';
