import { log, parseArgs, runTool } from './cli.ts';
import { restoreBackup } from './restore.ts';

const USAGE = `Usage: npm run restore -- <file.tar.gz> [--force]

Restores a backup into the database and media store the server's environment names (DATABASE_URL or DATA_DIR,
MEDIA_S3_* or DATA_DIR/media). Stop the server first. A target that already holds data is refused unless --force,
which replaces it.`;

const { file, flags } = parseArgs(process.argv.slice(2), ['--force', '--help'], USAGE);

runTool(async (config) => {
  const r = await restoreBackup(config, file, { force: flags.has('--force'), log });
  const m = r.manifest;
  return [
    `Restored ${file} (made ${m.createdAt}, schema ${m.schemaVersion}) in ${r.seconds.toFixed(1)} s`,
    `  ${r.rows} rows in ${m.tables.length} tables, every table checked against the backup's checksums`,
    `  ${r.mediaFiles} media file(s) into ${config.MEDIA_S3_BUCKET ? `the bucket ${config.MEDIA_S3_BUCKET}` : 'the local folder'}`,
    m.schemaVersion === r.upgradedTo ? '' : `  migrated from ${m.schemaVersion} to ${r.upgradedTo}`,
  ]
    .filter(Boolean)
    .join('\n');
});
