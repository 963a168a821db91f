import {
  answerHealthScoreQuestion,
  getFirstUnansweredQuestion,
  getHealthScore,
  getHealthScoreProgress,
  getHealthScoreReport,
  restartQuestionnaire,
} from '@portal/contract/calls/health-score';
import { memberLanguage } from '../core/member-settings';
import { handle, memberOf, type CallContext, type CallHandler } from '../core/types';
import * as healthScore from './service';

async function languageOf(ctx: CallContext): Promise<string> {
  return (await memberLanguage(ctx.db, memberOf(ctx), ctx.client.manifest)).shown;
}

export const healthScoreHandlers: CallHandler[] = [
  handle(getHealthScoreProgress, async (_input, ctx) => ({
    success: true,
    ...(await healthScore.progress(ctx.db, memberOf(ctx))),
  })),
  handle(getFirstUnansweredQuestion, async (input, ctx) =>
    healthScore.firstUnanswered(ctx.db, memberOf(ctx), input.questionnaire_name, await languageOf(ctx)),
  ),
  handle(answerHealthScoreQuestion, async (input, ctx) =>
    healthScore.answerQuestion(ctx.db, memberOf(ctx), input, await languageOf(ctx), ctx.now),
  ),
  handle(getHealthScore, async (input, ctx) =>
    healthScore.score(ctx.db, memberOf(ctx), input.questionnaire_name, await languageOf(ctx)),
  ),
  handle(restartQuestionnaire, async (input, ctx) => {
    await healthScore.restart(ctx.db, memberOf(ctx), input.questionnaire_name);
    return { success: true };
  }),
  handle(getHealthScoreReport, async (input, ctx) =>
    healthScore.report(ctx.db, memberOf(ctx), ctx.client.manifest, input.questionnaire_name, await languageOf(ctx), ctx.now),
  ),
];
