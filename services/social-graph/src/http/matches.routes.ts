// The daily matches of a user (docs/architecture.md "Friendships (social-graph)"): ids and
// their day; the gateway turns them into cards, the outings check invitees against them.
import { Router } from 'express';
import type { DailyMatches } from '@outings/contracts';
import { requireSelf } from '@outings/service-kit';
import type { DailyMatchesService } from '../application/daily-matches.service';
import { matchDay } from '../domain/daily-matches';

export function matchesRoutes(matches: DailyMatchesService): Router {
  const router = Router();

  router.get('/users/:userId/matches', async (req, res) => {
    const userId = requireSelf(req, req.params.userId);
    // A user not matched yet (unknown, or signed up before matches existed) has none today.
    const answer: DailyMatches = (await matches.matchesOf(userId)) ?? { day: matchDay(new Date()), matches: [], requested: [] };
    res.json(answer);
  });

  return router;
}
