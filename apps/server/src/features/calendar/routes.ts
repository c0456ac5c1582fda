import type { FastifyPluginAsync } from 'fastify';
import { calendarEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { AppError, notFound } from '../../plugins/errors';
import { reserveAttempts } from '../../limits/attempt-counter';
import { feedEvents } from './feed-events';
import { feedIcs } from './feed-ics';
import { feedKeys, feedOwner, ownFeedUrl, renewFeedUrl } from './feed-link';
import { FEED_TEXTS, feedRule, missRule } from './feed-limits';

export const calendarRoutes: FastifyPluginAsync<{ jwtSecret: string; publicUrl: string; withContacts: boolean }> = async (app, options) => {
  const keys = feedKeys(options.jwtSecret, options.publicUrl);
  const host = new URL(options.publicUrl).hostname;
  const tooMany = () => new AppError(429, 'tooManyRequests', FEED_TEXTS.tooMany);

  route(app, calendarEndpoints.feed, async (request, reply) => {
    const now = Date.now();
    // A valid link is served whatever else came from its address (an office NAT, a calendar
    // provider's fetchers): only unknown secrets count against the address.
    const userId = await feedOwner(app.db, request.params.file.slice(0, -'.ics'.length));
    if (userId === null) {
      if (!(await reserveAttempts(app.db, [missRule(request.ip)], now))) throw tooMany();
      throw notFound(FEED_TEXTS.notFound);
    }
    if (!(await reserveAttempts(app.db, [feedRule(userId)], now))) throw tooMany();
    const ics = feedIcs(await feedEvents(app.db, userId, new Date(now), options.withContacts), host, new Date(now));
    return reply.type('text/calendar; charset=utf-8').send(ics);
  });

  route(app, calendarEndpoints.ownLink, async (request) => ({ url: await ownFeedUrl(app.db, keys, request.session.userId, new Date()) }));
  route(app, calendarEndpoints.newLink, async (request) => ({ url: await renewFeedUrl(app.db, keys, request.session.userId, new Date()) }));
};
