import type { FastifyPluginAsync } from 'fastify';
import { calendarEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { AppError, notFound } from '../../plugins/errors';
import { countAttempts, reserveAttempts } from '../auth/attempt-counter';
import { feedEvents } from './feed-events';
import { feedIcs } from './feed-ics';
import { feedKeys, feedOwner, ownFeedUrl, renewFeedUrl } from './feed-link';
import { FEED_TEXTS, feedRule, missRule } from './feed-limits';

export const calendarRoutes: FastifyPluginAsync<{ jwtSecret: string; publicUrl: string }> = async (app, options) => {
  const keys = feedKeys(options.jwtSecret, options.publicUrl);
  const host = new URL(options.publicUrl).hostname;
  const tooMany = () => new AppError(429, 'tooManyRequests', FEED_TEXTS.tooMany);

  route(app, calendarEndpoints.feed, async (request, reply) => {
    const now = Date.now();
    const miss = missRule(request.ip);
    if ((await countAttempts(app.db, miss.key, miss.windowMs, now)) >= miss.limit) throw tooMany();
    const userId = await feedOwner(app.db, request.params.file.slice(0, -'.ics'.length));
    if (userId === null) {
      await reserveAttempts(app.db, [miss], now);
      throw notFound(FEED_TEXTS.notFound);
    }
    if (!(await reserveAttempts(app.db, [feedRule(userId)], now))) throw tooMany();
    const ics = feedIcs(await feedEvents(app.db, userId, new Date(now)), host, new Date(now));
    return reply.type('text/calendar; charset=utf-8').send(ics);
  });

  route(app, calendarEndpoints.ownLink, async (request) => ({ url: await ownFeedUrl(app.db, keys, request.session.userId, new Date()) }));
  route(app, calendarEndpoints.newLink, async (request) => ({ url: await renewFeedUrl(app.db, keys, request.session.userId, new Date()) }));
};
