// The demo world's scripted reply (src/demo/): checks the job's data, then answers.
// A chat gone or a member who lost access (403/404) ends the job without a retry.
import type { JobHandler } from '@outings/jobs';
import { HttpError, type Logger } from '@outings/service-kit';
import type { DemoChats, DemoReplyJob } from '../demo/demo-chats';

const isReplyJob = (data: unknown): data is DemoReplyJob =>
  typeof data === 'object' && data !== null &&
  ['chatId', 'messageId', 'fromUserId'].every((key) => typeof (data as Record<string, unknown>)[key] === 'string');

export function demoReplyJob(demo: DemoChats, logger: Logger): JobHandler<unknown> {
  return async (data) => {
    if (!isReplyJob(data)) {
      logger.warn({ data }, 'demo reply job with unexpected data dropped');
      return;
    }
    try {
      await demo.reply(data);
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        logger.info({ chatId: data.chatId, status: error.status }, 'demo reply skipped');
        return;
      }
      throw error;
    }
  };
}
