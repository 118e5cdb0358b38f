// Dates as the app shows them, in the browser's time zone: '24 Nov 2026', and with the
// time, '24 Nov 2026 14:05' (spec §2 and §9: the date, then hh:mm). Written out instead of
// formatted through Intl: a page's first Intl date format (or localeCompare) sets ICU up,
// 12-25 ms of main thread in Chromium on the chat list's first render, and the
// app's texts are English throughout.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** `iso` as a date, or null when it is no date. */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayOf = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** The date of `iso`; '' when it is no date. */
export function dayText(iso: string): string {
  const date = dateOf(iso);
  return date ? dayOf(date) : '';
}

/** The date, then hh:mm; '' when it is no date. */
export function dayTimeText(iso: string): string {
  const date = dateOf(iso);
  return date ? `${dayOf(date)} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
}

/** Newest first, for ISO timestamps (which compare as strings). */
export const newestFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);
