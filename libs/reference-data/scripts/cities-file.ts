// The layout of `src/cities.json`: one city per line, so a regeneration's diff shows
// exactly which cities came and went.
import type { City } from '../src/city';

export function serializeCities(cities: readonly City[]): string {
  const lines = cities.map(({ name, country, timezone }) => `  ${JSON.stringify({ name, country, timezone })}`);
  return `[\n${lines.join(',\n')}\n]\n`;
}
