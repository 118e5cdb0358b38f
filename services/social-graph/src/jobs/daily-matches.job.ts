// Regenerates the daily matches. It ticks every few minutes and matches only the users
// without matches for the current UTC day, so each user's matches change once a day,
// soon after midnight UTC, and a tick missed (a restart, Redis away) is made up by the next.
import type { JobHandler } from '@outings/jobs';
import type { Logger } from '@outings/service-kit';
import type { DailyMatchesService } from '../application/daily-matches.service';

export const DAILY_MATCHES_QUEUE = 'daily-matches';
export const DAILY_MATCHES_EVERY_MS = 10 * 60 * 1000;

export function dailyMatchesJob(matches: DailyMatchesService, logger: Logger): JobHandler<unknown> {
  return async () => {
    const started = Date.now();
    const matched = await matches.regenerate(new Date());
    if (matched > 0) logger.info({ matched, ms: Date.now() - started }, 'daily matches regenerated');
  };
}
