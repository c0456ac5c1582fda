// A real S3 API server on loopback for tests (s3rver: the S3 REST protocol over a temp folder),
// started by the test file itself on a free port, path-style, with its bucket made empty.
// `unreachable()` gives settings for a bucket nobody answers for (a closed loopback port).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config';
import { s3Client } from '../../src/plugins/storage-s3';

export interface TestS3Server {
  /** Makes a new (empty) bucket and answers its settings. */
  bucket(name: string): Promise<S3Settings>;
  close(): Promise<void>;
}

const settingsFor = (port: number, bucket: string): S3Settings => ({
  bucket,
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  // s3rver's own fixed credentials; it checks the signature like S3 does.
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
});

export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'tragkraft-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = (await server.run()) as AddressInfo;
  return {
    async bucket(name) {
      const settings = settingsFor(port, name);
      const client = s3Client(settings);
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
      return settings;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Settings of a bucket on a loopback port where nothing listens: every request is refused. */
export async function unreachableBucket(): Promise<S3Settings> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  return settingsFor(port, 'unreachable');
}
