import { QueueKeys } from 'bullmq';
import { RESERVED_JOB_IDS } from './job-input';

describe('BullMQ key names', () => {
  it('are all refused as job ids, so no job overwrites a key of its queue', () => {
    const queueKeys = Object.keys(new QueueKeys('outings').getKeys('mail')).filter((key) => key !== '');
    expect(queueKeys.filter((key) => !RESERVED_JOB_IDS.has(key))).toEqual([]);
  });
});
