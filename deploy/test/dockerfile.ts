// Just enough Dockerfile reading for the deploy tests: no Docker engine runs here.

/** Names of the `FROM … AS name` stages, in order. */
export function dockerfileStages(dockerfile: string): string[] {
  return [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)\s*$/gim)].map((match) => match[1] ?? '');
}

/** The instructions of one stage, continuation lines joined, comments dropped. */
export function stageInstructions(dockerfile: string, stage: string): string[] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n').filter((line) => !/^\s*#/.test(line) && line.trim() !== '');
  const start = lines.findIndex((line) => new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${stage}\\s*$`, 'i').test(line));
  if (start < 0) throw new Error(`no stage ${stage}`);
  const end = lines.findIndex((line, index) => index > start && /^FROM\s/i.test(line));
  return lines.slice(start, end < 0 ? undefined : end);
}
