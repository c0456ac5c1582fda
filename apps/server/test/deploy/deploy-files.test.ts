// The deployment files of docs/deploy.md (deploy/ in the repository) are what runs in production,
// so they are checked like code: the systemd units by `systemd-analyze verify`, the nginx site by
// `nginx -t` (with a throw-away certificate in place of Let's Encrypt's), and the limits in them
// against the app's own defaults, so a changed default cannot leave the proxy behind. Without
// the tools the checks skip, except in `npm test` (REQUIRE_DEPLOY_TOOLS=1, scripts/test.sh
// installs them): there a missing tool fails.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OPERATION_IMAGE_MAX_BYTES, OPERATION_IMAGE_MAX_FILES } from '@tragkraft/sync-protocol';
import { PAYMENT_TOTAL_MAX_BYTES } from '@tragkraft/sync-protocol/camt-texts';
import { JSON_BODY_LIMIT_BYTES } from '../../src/app';
import { parseTrustProxy, readLimits, readMetrics } from '../../src/config';
import { DATA_MAX_BYTES } from '../../src/features/operations/report-upload';
import { SHUTDOWN_MARGIN_MS } from '../../src/plugins/lifecycle';

const DEPLOY = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const UNITS = ['tragkraft.service', 'tragkraft-backup.service', 'tragkraft-backup.timer'];
const MIB = 1024 * 1024;

function toolMissing(command: string, flag: string): boolean {
  return spawnSync(command, [flag]).error !== undefined;
}

/** Skips where the tool is missing, unless the run requires the deployment tools. */
function skipWithout(command: string, flag: string, pkg: string): boolean {
  if (!toolMissing(command, flag) || process.env.REQUIRE_DEPLOY_TOOLS === '1') return false;
  console.warn(`deployment file check skipped: ${command} missing (Debian package ${pkg}; REQUIRE_DEPLOY_TOOLS=1 makes it fail instead)`);
  return true;
}

const read = (file: string) => readFileSync(join(DEPLOY, file), 'utf8');

/** The lines of an environment file as variables (comments and blank lines left out). */
function envFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

/** The value of every `directive value;` in an nginx block's text, first match only. */
function directive(block: string, name: string): string {
  const match = new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(block);
  if (!match) throw new Error(`nginx directive ${name} not found`);
  return match[1]!.trim();
}

/** The text of the block that starts with `header {` (nested blocks included). */
function block(text: string, header: string): string {
  const start = text.indexOf(`${header} {`);
  if (start < 0) throw new Error(`nginx block "${header}" not found`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`nginx block "${header}" not closed`);
}

const seconds = (value: string) => {
  const match = /^(\d+)s$/.exec(value);
  if (!match) throw new Error(`not a time in seconds: ${value}`);
  return Number(match[1]);
};
const bytes = (value: string) => {
  const match = /^(\d+)([km])$/.exec(value);
  if (!match) throw new Error(`not a size: ${value}`);
  return Number(match[1]) * (match[2] === 'm' ? MIB : 1024);
};

const temp = mkdtempSync(join(tmpdir(), 'tragkraft-deploy-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('[deploy] systemd units', () => {
  it.skipIf(skipWithout('systemd-analyze', '--version', 'systemd'))('pass systemd-analyze verify without a warning', () => {
    // ExecStart names /usr/bin/node, Debian's (or NodeSource's) Node; verify needs it to exist,
    // so the copy names the Node this test runs on.
    for (const unit of UNITS) cpSync(join(DEPLOY, unit), join(temp, unit));
    writeFileSync(join(temp, 'tragkraft.service'), read('tragkraft.service').replace('/usr/bin/node ', `${process.execPath} `));
    const result = spawnSync('systemd-analyze', ['verify', ...UNITS.map((unit) => join(temp, unit))], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    const findings = `${result.stdout}${result.stderr}`.split('\n').filter((line) => UNITS.some((unit) => line.includes(unit)));
    expect(findings).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
  });

  it('give the graceful shutdown its time and restart a failed instance', () => {
    const unit = read('tragkraft.service');
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThanOrEqual(readLimits({}).uploadTimeoutMs + SHUTDOWN_MARGIN_MS);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/tragkraft\/tragkraft\.env$/m);
    expect(unit).toMatch(/--max-semi-space-size=4 /);
  });
});

describe('[deploy] environment file', () => {
  const env = envFile(read('tragkraft.env.example'));

  it('holds settings the app accepts, for a server behind the proxy', () => {
    const limits = readLimits(env);
    // Behind the proxy every connection comes from it: the proxy limits per client.
    expect(limits.maxConnectionsPerAddress).toBe(limits.maxConnections);
    expect(parseTrustProxy(env.TRUST_PROXY)).toEqual(['127.0.0.1']);
    expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
    expect(readMetrics(env).port).not.toBeNull();
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.SEED_DEMO).toBe('false');
  });
});

describe('[deploy] nginx site', () => {
  const site = read('nginx/tragkraft.conf');
  // The TLS server from its listen line on: its own directives come before its locations.
  const tls = site.slice(site.indexOf('listen 443 ssl'));

  it.skipIf(skipWithout('nginx', '-v', 'nginx'))('passes nginx -t', () => {
    const cert = join(temp, 'cert.pem');
    const key = join(temp, 'key.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=tragkraft.example.ch']);
    expect(made.status, String(made.stderr)).toBe(0);
    writeFileSync(
      join(temp, 'site.conf'),
      site.replace('/etc/letsencrypt/live/tragkraft.example.ch/fullchain.pem', cert).replace('/etc/letsencrypt/live/tragkraft.example.ch/privkey.pem', key),
    );
    const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(temp, name)};`).join('\n');
    writeFileSync(join(temp, 'nginx.conf'), `pid ${join(temp, 'nginx.pid')};\nerror_log ${join(temp, 'error.log')};\nevents {}\nhttp {\n  access_log off;\n${paths}\n  include ${join(temp, 'site.conf')};\n}\n`);
    const result = spawnSync('nginx', ['-t', '-p', temp, '-c', join(temp, 'nginx.conf')], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(result.stderr).toContain('test is successful');
    expect(result.stderr).not.toContain('[warn]');
    expect(result.status, result.stderr).toBe(0);
  });

  it("limits time, connections and bodies as the app's defaults do", () => {
    const limits = readLimits({});
    expect(seconds(directive(tls, 'client_header_timeout')) * 1000).toBe(limits.headersTimeoutMs);
    expect(seconds(directive(tls, 'client_body_timeout')) * 1000).toBe(limits.bodyTimeoutMs);
    expect(directive(tls, 'limit_conn')).toBe(`tragkraft_conn ${limits.maxConnectionsPerAddress}`);
    expect(bytes(directive(tls, 'client_max_body_size'))).toBe(JSON_BODY_LIMIT_BYTES);
    // nginx must close an idle upstream connection before the app does (KEEP_ALIVE_SECONDS).
    expect(seconds(directive(block(site, 'upstream tragkraft'), 'keepalive_timeout')) * 1000).toBeLessThan(limits.keepAliveTimeoutMs);
  });

  it('lets a report upload through whole and waits for its answer as long as the app may take', () => {
    const upload = block(site, 'location ~ ^/api/operation/[0-9]+$');
    const largest = (OPERATION_IMAGE_MAX_FILES + 1) * OPERATION_IMAGE_MAX_BYTES + DATA_MAX_BYTES;
    expect(bytes(directive(upload, 'client_max_body_size'))).toBeGreaterThanOrEqual(largest);
    expect(bytes(directive(upload, 'client_max_body_size'))).toBeLessThanOrEqual(largest + 2 * MIB);
    expect(seconds(directive(upload, 'proxy_read_timeout')) * 1000).toBe(readLimits({}).uploadTimeoutMs);
    const payments = block(site, 'location = /api/admin/payments/import');
    expect(bytes(directive(payments, 'client_max_body_size'))).toBeGreaterThanOrEqual(PAYMENT_TOTAL_MAX_BYTES);
  });

  it('keeps /metrics away from the internet', () => {
    expect(directive(block(site, 'location = /metrics'), 'return')).toBe('404');
  });
});
