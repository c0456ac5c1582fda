import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import lifecyclePlugin from './lifecycle';

describe('[health] lifecycle of an instance', () => {
  it('is starting until marked ready, and draining once closing began, never ready again', async () => {
    const app = Fastify();
    await app.register(lifecyclePlugin);
    await app.ready();
    expect(app.lifecycle.state).toBe('starting');
    app.lifecycle.markReady();
    expect(app.lifecycle.state).toBe('ready');
    await app.close();
    expect(app.lifecycle.state).toBe('draining');
    app.lifecycle.markReady();
    expect(app.lifecycle.state).toBe('draining');
  });
});
