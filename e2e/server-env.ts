// Where the e2e server runs and keeps its data; shared by the config and the tests.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(tmpdir(), `tragkraft-e2e-${E2E_PORT}`);
