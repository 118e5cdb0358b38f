// The lines a person running the app reads among the logs: where it is and where mail goes.

/** Shows an SMTP URL without its credentials. */
export function mailDestination(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'Mail is printed here, links included, not sent (set SMTP_URL to deliver it).';
  const url = new URL(smtpUrl);
  return `Mail goes to ${url.protocol}//${url.host}.`;
}

export function banner(publicUrl: string, smtpUrl: string | undefined, extra: string[] = []): string {
  const lines = [`Outings is running at ${publicUrl}`, mailDestination(smtpUrl), ...extra, 'Press Ctrl+C to stop.'];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`, ''].join('\n');
}
