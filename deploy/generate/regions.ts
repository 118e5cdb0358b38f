// Generated lines inside a hand-written file sit between two marker comments, so the rest
// of the file (the infrastructure, its comments) is still edited by hand where a reader
// expects it, and `docker compose up` or `kubectl apply -k` read one ordinary file:
//
//   # >>> <region>: generated from the service manifests by npm run deploy:generate
//   ...
//   # <<< <region>

/** The opening marker's text for a region, as it appears in the files. */
const regionStart = (region: string) => `# >>> ${region}: generated from the service manifests by npm run deploy:generate`;

function regionBounds(text: string, region: string, file: string) {
  const all = text.split('\n');
  const start = all.findIndex((line) => line.trim() === regionStart(region));
  const end = all.findIndex((line, index) => index > start && line.trim() === `# <<< ${region}`);
  if (start < 0 || end < 0) throw new Error(`${file} has no region "${region}": restore its markers (# >>> ${region}: … and # <<< ${region})`);
  return { all, start, end };
}

/** The lines between the markers of `region` now, unindented. */
export function regionLines(text: string, region: string, file: string): string[] {
  const { all, start, end } = regionBounds(text, region, file);
  return all.slice(start + 1, end).map((line) => line.trim());
}

/** `text` with the lines between the markers of `region` replaced, indented as its opening marker. */
export function fillRegion(text: string, region: string, lines: readonly string[], file: string): string {
  const { all, start, end } = regionBounds(text, region, file);
  const indent = /^\s*/.exec(all[start] ?? '')?.[0] ?? '';
  const filled = lines.map((line) => (line === '' ? '' : indent + line));
  return [...all.slice(0, start + 1), ...filled, ...all.slice(end)].join('\n');
}
