import { z } from 'zod';
import { loadConfig } from './config';

describe('loadConfig', () => {
  const schema = z.object({ PORT: z.coerce.number().int().positive(), SMTP_URL: z.url().optional() });

  it('parses and coerces valid settings', () => {
    expect(loadConfig(schema, { PORT: '8080' })).toEqual({ PORT: 8080 });
  });

  it('names every wrong variable at once', () => {
    expect(() => loadConfig(schema, { PORT: 'abc', SMTP_URL: 'nope' })).toThrow(/PORT[\s\S]*SMTP_URL/);
  });
});
