import { topicOf } from './web-push-sender';

describe('topicOf', () => {
  it('fits a tag into a Topic header: at most 32 base64url characters, the same for the same tag', () => {
    const topic = topicOf('chat-7d1c1a5e-0000-4000-8000-000000000001');
    expect(topic).toMatch(/^[\w-]{1,32}$/);
    expect(topicOf('chat-7d1c1a5e-0000-4000-8000-000000000001')).toBe(topic);
    expect(topicOf('chat-7d1c1a5e-0000-4000-8000-000000000002')).not.toBe(topic);
  });
});
