import { describe, expect, it } from 'vitest';
import { ARTICLES_DIR, loadArticleFiles, readFrontMatter } from './article-files.js';
import { entryWeight, renderArticleHtml, rewriteBlogLink, sanitizeExcerpt } from './articles.service.js';

const hosts = { oldBlogHost: 'old-blog.example.com', publicBlogHost: 'https://blog.satark.in' };

describe('rewriteBlogLink', () => {
  it('moves a link on the old blog host to the public blog host, keeping path, query and hash', () => {
    expect(rewriteBlogLink('http://old-blog.example.com/2024/05/kyc-scam/?ref=x#top', hosts)).toBe(
      'https://blog.satark.in/2024/05/kyc-scam/?ref=x#top',
    );
    expect(rewriteBlogLink('https://www.OLD-BLOG.example.com/a', hosts)).toBe('https://blog.satark.in/a');
    expect(rewriteBlogLink('//old-blog.example.com/a', hosts)).toBe('https://blog.satark.in/a');
  });

  it('accepts hosts configured with or without a scheme', () => {
    expect(
      rewriteBlogLink('https://old-blog.example.com/a', {
        oldBlogHost: 'https://old-blog.example.com/',
        publicBlogHost: 'blog.satark.in',
      }),
    ).toBe('https://blog.satark.in/a');
  });

  it('leaves other hosts, look-alike hosts, relative links and other schemes alone', () => {
    expect(rewriteBlogLink('https://example.org/old-blog.example.com', hosts)).toBe(
      'https://example.org/old-blog.example.com',
    );
    expect(rewriteBlogLink('https://old-blog.example.com.evil.in/a', hosts)).toBe(
      'https://old-blog.example.com.evil.in/a',
    );
    expect(rewriteBlogLink('/learn/loan-app-scam', hosts)).toBe('/learn/loan-app-scam');
    expect(rewriteBlogLink('mailto:help@old-blog.example.com', hosts)).toBe('mailto:help@old-blog.example.com');
    expect(rewriteBlogLink('/learn/x?from=https://old-blog.example.com/a', hosts)).toBe(
      '/learn/x?from=https://old-blog.example.com/a',
    );
  });

  it('changes nothing while either host is not configured or not a host', () => {
    const link = 'https://old-blog.example.com/a';
    expect(rewriteBlogLink(link, { oldBlogHost: undefined, publicBlogHost: 'blog.satark.in' })).toBe(link);
    expect(rewriteBlogLink(link, { oldBlogHost: 'old-blog.example.com', publicBlogHost: undefined })).toBe(link);
    expect(rewriteBlogLink(link, { oldBlogHost: 'old-blog.example.com', publicBlogHost: 'not a host' })).toBe(link);
  });
});

describe('article HTML', () => {
  it('keeps only basic inline tags in an excerpt and rewrites its links', () => {
    const html = sanitizeExcerpt(
      '<p>Hi <script>alert(1)</script><b>bold</b><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<a href="https://old-blog.example.com/p" onclick="steal()">more</a></p><h1>big</h1>',
      hosts,
    );
    expect(html).toBe('<p>Hi <b>bold</b><a>x</a><a href="https://blog.satark.in/p">more</a></p>big');
  });

  it('renders Markdown and drops raw HTML that could run', () => {
    const html = renderArticleHtml(
      '## Red flags\n\n- one\n\n<script>alert(1)</script>\n\n[a](javascript:alert(1)) <iframe src="x"></iframe>',
      hosts,
    );
    expect(html).toContain('<h2>Red flags</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).not.toMatch(/script|javascript|iframe|alert/);
  });
});

describe('entryWeight', () => {
  it('counts an entry fully for 7 days, then halves it every 7 days', () => {
    expect(entryWeight(0)).toBe(1);
    expect(entryWeight(7)).toBe(1);
    expect(entryWeight(14)).toBeCloseTo(0.5);
    expect(entryWeight(21)).toBeCloseTo(0.25);
  });
});

describe('readFrontMatter', () => {
  it('reads the YAML between the first two --- lines, and the Markdown after them as it is', () => {
    const text = '---\ntitle: A: quoted\ndate: 2026-09-03\nscore: 7\n---\n## Body\n\n---\n\nafter a rule\n';
    expect(readFrontMatter(text.replace('A: quoted', '"A: quoted"'))).toEqual({
      data: { title: 'A: quoted', date: '2026-09-03', score: 7 },
      content: '## Body\n\n---\n\nafter a rule\n',
    });
  });

  it('reads Windows line ends and a byte order mark the same way', () => {
    const text = '\uFEFF---\r\ntitle: Same\r\n---\r\nBody\r\n';
    expect(readFrontMatter(text)).toEqual({ data: { title: 'Same' }, content: 'Body\r\n' });
  });

  it('gives no data for a file without front matter, and stops at YAML that does not parse', () => {
    expect(readFrontMatter('## Only Markdown\n')).toEqual({ data: {}, content: '## Only Markdown\n' });
    expect(() => readFrontMatter('---\ntitle: [unclosed\n---\nBody')).toThrow();
  });
});

describe('loadArticleFiles', () => {
  it('reads the 13 learn articles with their front matter and body', () => {
    const files = loadArticleFiles();
    expect(files).toHaveLength(13);
    const arrest = files.find((f) => f.slug === 'digital-arrest-scam')!;
    expect(arrest).toMatchObject({
      title: 'Digital arrest scam: no police officer will arrest you on a video call',
      categoryName: 'Impersonation',
      authorName: 'Satark Team',
      date: '2026-09-03T00:00:00.000Z',
      featuredImageUrl: '/images/articles/digital-arrest-scam.svg',
      baseTrendingScore: 98,
      link: null,
    });
    expect(arrest.body).toMatch(/^## What it looks like/);
    expect(ARTICLES_DIR).toMatch(/apps[/\\]server[/\\]content[/\\]articles$/);
  });
});
