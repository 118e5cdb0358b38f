// The one shape of Outings' transactional mails: a greeting, a sentence saying why the
// mail came, one button, the same link as plain text (for clients that block buttons),
// and a note on when the link expires. Pure: the same input renders the same mail.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ActionMailContent {
  subject: string;
  firstName: string;
  /** Paragraphs before the button. */
  intro: readonly string[];
  actionLabel: string;
  url: string;
  /** Paragraphs after the link: expiry, and what to do if the mail was unexpected. */
  outro: readonly string[];
}

const BRAND_COLOR = 'rgb(191,72,0)';
const SIGNATURE = 'The Outings team';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function greeting(firstName: string): string {
  const name = firstName.trim();
  return name ? `Hi ${name},` : 'Hi,';
}

export function renderActionMail(content: ActionMailContent): RenderedMail {
  const text = [greeting(content.firstName), ...content.intro, content.url, ...content.outro, `— ${SIGNATURE}`].join('\n\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px">${escapeHtml(body)}</p>`;
  const url = escapeHtml(content.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px;color:${BRAND_COLOR}">Outings</h1>
${[greeting(content.firstName), ...content.intro].map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapeHtml(content.actionLabel)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Or copy this link into your browser:<br><a href="${url}" style="color:${BRAND_COLOR};word-break:break-all">${url}</a></p>
${content.outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0">— ${SIGNATURE}</p>
</div>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}
