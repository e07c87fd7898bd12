import { createBackup } from './backup.ts';
import { log, parseArgs, runTool } from './cli.ts';

const USAGE = `Usage: npm run backup -- <file.tar.gz>

Writes the database (DATABASE_URL, else the PGlite folder in DATA_DIR) and the media (MEDIA_S3_*, else DATA_DIR/media)
into one archive, with the same environment as the server. Safe while the server runs.`;

const { file } = parseArgs(process.argv.slice(2), ['--help'], USAGE);

runTool(async (config) => {
  const r = await createBackup(config, file, log);
  const m = r.manifest;
  const tables = m.tables.map((t) => `${t.name} ${t.rows}`).join(', ');
  return [
    `Backup written to ${r.file} (${(r.bytes / 1024 / 1024).toFixed(1)} MB) in ${r.seconds.toFixed(1)} s`,
    `  database: ${m.source.engine}, read through ${m.source.via}${r.serverPauseMs !== undefined && !Number.isNaN(r.serverPauseMs) ? ` (the server paused ${r.serverPauseMs} ms)` : ''}, schema ${m.schemaVersion}`,
    `  rows: ${tables}`,
    `  media: ${m.media.count} file(s), ${(m.media.bytes / 1024 / 1024).toFixed(1)} MB from ${m.source.media === 's3' ? `the bucket ${config.MEDIA_S3_BUCKET}` : 'the local folder'}${m.media.missing.length ? `; ${m.media.missing.length} missing` : ''}`,
  ].join('\n');
});
