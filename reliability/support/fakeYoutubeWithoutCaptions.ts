/**
 * A loopback stand-in for YouTube whose videos all have no captions: the InnerTube player endpoint
 * answers a playable video without `captions`, the watch page carries no caption tracks. Lets the
 * bad-input suite send valid video ids without reaching the internet.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startFakeYoutubeWithoutCaptions(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.startsWith('/youtubei/v1/player')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ playabilityStatus: { status: 'OK' }, videoDetails: { videoId: 'x', title: 'No captions' } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html><head><title>Video</title></head><body><script>var ytInitialPlayerResponse = {"playabilityStatus":{"status":"OK"}};</script></body></html>',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
