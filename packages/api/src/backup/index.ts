export { RESTORE_LIMITS, type RestoreLimits } from "./limits.js";
export { BackupError, type BackupManifest, MANIFEST_NAME } from "./manifest.js";
export { openArchive, type StagedBackup, stageBackup } from "./read.js";
export { type RestoreSummary, type RestoreTarget, restoreBackup } from "./restore.js";
export { schemaTables } from "./tables.js";
export { type BackupSource, createBackupStream } from "./write.js";
