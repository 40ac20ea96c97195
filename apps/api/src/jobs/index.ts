import type { Services } from '../context.ts';
import { startMailSender } from '../notifications/outbox.ts';
import { startRefundWorker } from '../payments/refundOutbox.ts';
import { startNotificationRound } from './notificationRound.ts';
import { MATCH_INTERVAL_MS, startFollowMatcher, startFollowRound } from '../follow/matching.ts';
import { startReservationSweeper } from './sweeper.ts';
import { startPresence, PRESENCE_REFRESH_MS } from '../live/presence.ts';

/**
 * Every background job an API process runs, in one list: what it does, how often, and which setting changes that.
 * Each job that must run once across processes takes its advisory lock (`db/periodic.ts`), so every process may
 * start all of them. Every job runs on the shared loop `every` (`db/periodic.ts`). Not in this list: the catalogue's
 * listener and its one-second poll while the listener is lost (`catalogue/catalogListener.ts`, `catalogue/cache.ts`),
 * and the live listener (`live/listener.ts`): they follow changes rather than run on a clock. The partner registry's
 * first read happens in server.ts before the app serves, so the first request sees the partners; its periodic check
 * is the `partners` job below.
 */
export type Job = {
  name: string;
  /** What it does, for the log line at start and for admins. */
  does: string;
  every: (services: Services) => number;
  start: (services: Services) => () => Promise<void>;
};

export const JOBS: readonly Job[] = [
  {
    name: 'mail',
    does: 'sends the e-mail outbox (SMTP_URL), at least once, one process at a time',
    every: ({ config }) => config.mailIntervalMs,
    start: ({ database, config, logger }) => startMailSender(database, config, logger),
  },
  {
    name: 'refunds',
    does: 'asks the payment service for the refunds recorded with cancellations, retried under one request id',
    every: ({ config }) => config.refundIntervalMs,
    start: ({ database, config, logger }) => startRefundWorker(database, config, logger),
  },
  {
    name: 'notifications',
    does: "records due reminders and composes the notifications' e-mails per the preferences into the outbox",
    every: ({ config }) => config.mailIntervalMs,
    start: ({ database, config, logger }) => startNotificationRound(database, config, logger),
  },
  {
    name: 'follow-matching',
    does: 'matches new and repriced listings (the follow_changes outbox) to saved searches and watches, in batches; each process claims its own',
    every: () => MATCH_INTERVAL_MS,
    start: ({ database, logger }) => startFollowMatcher(database, logger),
  },
  {
    name: 'follow',
    does: 'saved-search alert e-mails (gathered per buyer) and daily digests, one process at a time',
    every: ({ config }) => config.mailIntervalMs,
    start: ({ database, config, logger }) => startFollowRound(database, config, logger),
  },
  {
    name: 'reservations',
    does: 'releases expired cart holds and unpaid orders past their payment window; the catalogue hears of it',
    every: ({ config }) => config.sweepIntervalMs,
    start: ({ database, config, logger, catalog }) =>
      startReservationSweeper(database, logger, () => void catalog.changed(), config.sweepIntervalMs),
  },
  {
    name: 'presence',
    does: "refreshes this process's open event streams' presence rows (who is online in a chat)",
    every: () => PRESENCE_REFRESH_MS,
    start: ({ database, live, logger }) => startPresence(database, live, logger),
  },
  {
    name: 'partners',
    does: "reads the partner registry's version and reloads the ACTIVE partners' origins when it moved; writes the counted widget loads",
    every: ({ config }) => config.partnerRefreshMs,
    start: ({ partners, config }) => partners.start(config.partnerRefreshMs),
  },
];

/** Starts every job of JOBS; the returned function stops them all (each finishes the round it is in). */
export function startJobs(services: Services): () => Promise<void> {
  const stops = JOBS.map((job) => job.start(services));
  services.logger.debug(
    { jobs: JOBS.map((job) => ({ name: job.name, everyMs: job.every(services) })) },
    'background jobs started',
  );
  return async () => {
    for (const stop of stops) await stop();
  };
}
