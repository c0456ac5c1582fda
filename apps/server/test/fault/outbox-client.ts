// The upload side of the fault test: reports as the PWA's outbox sends them (multipart body,
// fixed Idempotency-Key per report) and a device loop that replays its queue in order,
// sending each report again after a network error or a 5xx until it gets a 2xx.
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { JPEG_1X1 } from '../support/images';
import { reportBody, type MultipartBody } from '../support/multipart';
import { operationsEndpoints } from '@tragkraft/sync-protocol';
import { urlTo } from '../support/call-endpoint';

export interface QueuedReport {
  stageId: number;
  key: string;
  general: string;
  images: { id: string; bytes: Buffer }[];
  body: MultipartBody;
}

/** A JPEG as far as the server's content check goes: a real JPEG, then random bytes. */
function photo(): Buffer {
  return Buffer.concat([JPEG_1X1, randomBytes(20_000 + Math.floor(Math.random() * 60_000))]);
}

export function queuedReport(stageId: number, operatorId: number): QueuedReport {
  const images = [photo(), photo(), photo()].map((bytes) => ({ id: randomUUID(), bytes }));
  const general = `Bericht zu Einsatz ${stageId}: alles montiert.`;
  const data = {
    truckArrivalTime: '07:45',
    damages: false,
    general,
    hours: [{ userId: operatorId, hours: 6.5 }],
    images: images.map((image, n) => ({ id: image.id, comment: `Foto ${n + 1}` })),
  };
  return { stageId, key: randomUUID(), general, images, body: reportBody(data, images) };
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

function postReport(port: number, token: string, report: QueuedReport, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: urlTo(operationsEndpoints.saveReport, { params: { stageId: report.stageId } }),
        agent,
        headers: { ...report.body.headers, authorization: `Bearer ${token}`, 'idempotency-key': report.key, 'content-length': report.body.payload.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('response aborted')));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), replayed: response.headers['idempotent-replayed'] === 'true' }),
        );
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(report.body.payload);
  });
}

export interface OutboxStats {
  attempts: number;
  retries: number;
  /** Retries after the connection was refused (server down) or broken during the exchange. */
  refused: number;
  interrupted: number;
  replayed: number;
  /** Reports accepted so far. */
  accepted: number;
  inFlight: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends every report of the queue in order, each until it is accepted; a 4xx fails at once. */
export async function replayOutbox(port: number, token: string, queue: QueuedReport[], stats: OutboxStats): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const report of queue) {
      for (let failures = 0; ; failures++) {
        stats.attempts++;
        stats.inFlight++;
        let answer: Answer | null = null;
        try {
          answer = await postReport(port, token, report, agent);
        } catch (error) {
          answer = null; // the server went away: connection refused, or broken mid-request
          if ((error as { code?: string }).code === 'ECONNREFUSED') stats.refused++;
          else stats.interrupted++;
        } finally {
          stats.inFlight--;
        }
        if (answer && answer.status >= 200 && answer.status < 300) {
          if (answer.replayed) stats.replayed++;
          stats.accepted++;
          break;
        }
        if (answer && answer.status < 500) throw new Error(`report of stage ${report.stageId} refused: ${answer.status} ${answer.body}`);
        stats.retries++;
        // Back off as the outbox does: 20, 40, 80 ms ... up to 300 ms, with jitter.
        await sleep(Math.min(300, 20 * 2 ** failures) * (0.5 + Math.random()));
      }
    }
  } finally {
    agent.destroy();
  }
}
