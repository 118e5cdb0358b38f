// drizzle's keep-as-text parsers live in the PGlite client's own table, so queries leave
// them out (PGlite would copy its whole table per query otherwise), and drizzle still gets
// timestamps, dates and intervals exactly as before.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, interval, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { withDrizzleParsers } from '../../src/pglite-drizzle-parsers';

jest.setTimeout(60_000);

const moments = pgTable('moments', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  ats: timestamp('ats', { withTimezone: true, mode: 'date' }).array().notNull(),
});

describe('PGlite with drizzle parsers of its own', () => {
  let client: PGlite;
  let sent: Array<Record<string, unknown> | undefined>;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      'create table moments (id serial primary key, at timestamptz not null, at_text timestamptz not null, day date not null, span interval not null, ats timestamptz[] not null)',
    );
    const query = client.query.bind(client);
    jest.spyOn(client, 'query').mockImplementation((text, params, options) => {
      sent.push(options as Record<string, unknown> | undefined);
      return query(text, params, options);
    });
  });

  beforeEach(() => {
    sent = [];
  });

  afterAll(() => client.close());

  const row = {
    at: new Date('2024-03-01T10:00:00.000Z'),
    atText: '2024-03-01 10:00:00+00',
    day: '2024-03-01',
    span: '01:30:00',
    ats: [new Date('2024-03-01T10:00:00.000Z'), new Date('2024-03-02T11:30:00.000Z')],
  };

  it('gives drizzle the same values as without it, in and out of transactions', async () => {
    const plain = drizzle({ client });
    const lean = drizzle({ client: withDrizzleParsers(client) });
    await plain.insert(moments).values(row);
    const expected = await plain.select().from(moments);
    expect(expected[0]).toMatchObject({ at: row.at, day: row.day, span: row.span, ats: row.ats });

    expect(await lean.select().from(moments)).toEqual(expected);
    expect(await lean.transaction((tx) => tx.select().from(moments))).toEqual(expected);
    expect((await lean.execute(sql`select at_text from moments`)).rows).toEqual((await plain.execute(sql`select at_text from moments`)).rows);
  });

  it('sends queries without the parsers the client already applies', async () => {
    const lean = drizzle({ client: withDrizzleParsers(client) });
    await lean.select().from(moments);
    await lean.execute(sql`select 1`);
    expect(sent).toHaveLength(2);
    for (const options of sent) expect(options).not.toHaveProperty('parsers');
    expect(sent[0]).toMatchObject({ rowMode: 'array' });
  });

  it('passes on parsers the client does not have', async () => {
    const lean = withDrizzleParsers(client);
    const upper = (value: string) => value.toUpperCase();
    const result = await lean.query<{ day: string }>("select 'x'::text as day", [], { parsers: { 25: upper } });
    expect(result.rows).toEqual([{ day: 'X' }]);
    expect(sent[0]).toHaveProperty('parsers');
  });
});
