import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** MEDIA_S3_* variables that point the app at this server's bucket. */
  env: Record<
    | 'MEDIA_S3_BUCKET'
    | 'MEDIA_S3_ENDPOINT'
    | 'MEDIA_S3_REGION'
    | 'MEDIA_S3_ACCESS_KEY_ID'
    | 'MEDIA_S3_SECRET_ACCESS_KEY'
    | 'MEDIA_S3_FORCE_PATH_STYLE',
    string
  >;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a random loopback port, its bucket in a temporary folder. */
export async function startS3(bucket = 'media-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      MEDIA_S3_REGION: 'us-east-1',
      // s3rver's fixed credentials; it checks the signatures made with them.
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
