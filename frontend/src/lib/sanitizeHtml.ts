import DOMPurify from 'dompurify';

/** Hosts whose video players rich text may embed (Quill's video button writes an `<iframe class="ql-video">`). */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** True for an https address on one of the video hosts. */
export function isVideoSource(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && VIDEO_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

// An iframe is kept only as a video player from the hosts above; any other goes with its contents.
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'iframe' && !isVideoSource((node as Element).getAttribute('src')))
    node.parentNode?.removeChild(node);
});

/**
 * Rich text as the editors may show it: DOMPurify's HTML profile (no scripts, no event handlers), plus video
 * players of known hosts.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen', 'frameborder'],
  });
}
