// Article HTML comes sanitized from the server; the browser sanitizes again before it reaches the
// page. Its own module so DOMPurify loads only with the screens that render HTML.
import DOMPurify from 'dompurify';

export const safeHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
