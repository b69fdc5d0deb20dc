// The message another app shared into Satark (the manifest's share_target: title, text, url), as
// one text. Apart from shared-text.ts, which reads it with the phone and domain rules, so the check
// card can still hold the message when that code has not arrived.

export interface SharedParams {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

/** The most text a share is read from (the SMS check's own limit). */
const MAX_SHARED_LENGTH = 5000;

/** The shared text and link as one message; the page title only when nothing else came. */
export function sharedMessage({ title, text, url }: SharedParams): string {
  const body = (text ?? '').trim();
  const link = (url ?? '').trim();
  // Apps differ: some put the link in `url`, some inside `text`, some in both.
  const parts = [body, link && !body.includes(link) ? link : ''].filter(Boolean);
  return (parts.length > 0 ? parts.join(' ') : (title ?? '').trim()).slice(0, MAX_SHARED_LENGTH);
}
