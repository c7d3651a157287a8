/**
 * A loopback website for the web-import tests: an article page wrapped in navigation and footer
 * boilerplate, plain text, a PDF, redirect chains, a page that only redirects elsewhere, a huge page,
 * a gzip bomb, a slow page, pages with nothing readable, and an image.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export const ARTICLE = {
  title: 'Tidal power in small harbours',
  paragraphs: [
    'Small harbours often run diesel generators for their cold stores. Tidal turbines offer a predictable alternative.',
    'In Port Ellery three turbines ran for eighteen months. Their average capacity factor was 31 percent, above the design estimate.',
    'A four-hour battery bank covered every slack tide, so the cold store ran without diesel for 290 days of the year.',
    'Biofouling was the main maintenance cost: divers cleaned the blades every six weeks, and output fell by 9 percent before each cleaning.',
  ],
  boilerplate: ['Home', 'Subscribe to our newsletter', 'Copyright 2026 Harbour News', 'Related: ten best lighthouses'],
};

export const PLAIN_TEXT = 'Notes on tides.\n\nHigh water at 06:12, low water at 12:30.\nSpring tides next week.';

export interface FakeSite {
  baseUrl: string;
  port: number;
  /** Paths requested, in order. */
  requests: string[];
  /** Serves (or replaces) a page at `path`: a page that changes between two imports. */
  serve(path: string, type: string, body: string): void;
  close(): Promise<void>;
}

function articleHtml(): string {
  const [home, subscribe, copyright, related] = ARTICLE.boilerplate;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${ARTICLE.title} | Harbour News</title>
<style>body{font-family:serif}</style><script>window.tracking = "script text must never appear";</script></head>
<body>
<header><nav><a href="/">${home}</a> <a href="/news">News</a> <a href="/about">About</a></nav></header>
<aside class="sidebar"><h3>${related}</h3><ul><li><a href="/l1">Lighthouse one</a></li><li><a href="/l2">Lighthouse two</a></li></ul></aside>
<main><article>
<h1>${ARTICLE.title}</h1>
${ARTICLE.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</article></main>
<footer><p>${subscribe}</p><p>${copyright}</p></footer>
</body></html>`;
}

const send = (
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(body);
};

/** Starts the site on 127.0.0.1. `pdf` is served at /doc.pdf. */
export async function startFakeSite(options: { pdf?: Uint8Array } = {}): Promise<FakeSite> {
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024, 'a'));
  const served = new Map<string, { type: string; body: string }>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    requests.push(`${url.pathname}${url.search}`);
    const page = served.get(url.pathname);
    if (page) return send(res, 200, page.type, page.body);
    const redirect = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (redirect) {
      const n = Number(redirect[1]);
      res.writeHead(n % 2 ? 301 : 302, { location: n > 1 ? `/redirect/${n - 1}` : '/article' });
      return res.end();
    }
    switch (url.pathname) {
      case '/article':
        return send(res, 200, 'text/html; charset=utf-8', articleHtml());
      case '/latin1':
        return send(
          res,
          200,
          'text/html',
          Buffer.from(
            '<html><head><meta charset="iso-8859-1"><title>Caf\xe9</title></head><body><p>Un caf\xe9 cr\xe8me \xe0 Z\xfcrich, na\xefvement.</p></body></html>',
            'latin1',
          ),
        );
      case '/plain.txt':
      case '/notes%ff.txt':
        return send(res, 200, 'text/plain; charset=utf-8', PLAIN_TEXT);
      case '/doc.pdf':
        if (!options.pdf) return send(res, 404, 'text/plain', 'no pdf');
        return send(res, 200, 'application/pdf', Buffer.from(options.pdf));
      case '/go': {
        // An open redirect: sends the client wherever ?to= says.
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        return res.end();
      }
      case '/huge': {
        // 6 MB of HTML with no Content-Length: only counting the bytes can stop it.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>');
        const block = `<p>${'lorem ipsum '.repeat(8000)}</p>`;
        for (let sent = 0; sent < 6 * 1024 * 1024 && !res.destroyed; sent += block.length) res.write(block);
        return res.end('</body></html>');
      }
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(50 * 1024 * 1024) });
        return res.write('this server claims to send fifty megabytes');
      case '/gzip-cut': {
        // A compressed page whose connection drops halfway through the body.
        const zipped = gzipSync(Buffer.from(`<html><body><p>${'cut short '.repeat(20000)}</p></body></html>`));
        res.writeHead(200, {
          'content-type': 'text/html',
          'content-encoding': 'gzip',
          'content-length': String(zipped.length),
        });
        res.write(zipped.subarray(0, Math.floor(zipped.length / 2)));
        setTimeout(() => res.destroy(), 50);
        return;
      }
      case '/bomb':
        return send(res, 200, 'text/html', bomb, { 'content-encoding': 'gzip' });
      case '/slow': {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body><p>Starting');
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.end(' and finally done.</p></body></html>');
        }, 20_000);
        timers.add(timer);
        return;
      }
      case '/boilerplate-only':
        return send(
          res,
          200,
          'text/html',
          '<html><head><title>Loading</title><script>render()</script></head><body><nav><a href="/">Home</a></nav><div id="root"></div><footer></footer></body></html>',
        );
      case '/empty.txt':
        return send(res, 200, 'text/plain', '   \n  ');
      case '/image.png':
        return send(res, 200, 'image/png', Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 0]));
      default:
        return send(res, 404, 'text/html', '<html><body><h1>Not found</h1></body></html>');
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    requests,
    serve: (path, type, body) => {
      served.set(path, { type, body });
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
