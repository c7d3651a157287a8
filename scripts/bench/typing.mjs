// How fast the Create and Edit pages take keystrokes on a very large text (1.7 MB), in Chromium against the built
// app: the time from a keystroke (an insertText, as typing does) to the frame after it, median and worst of 20,
// and how long the source editor takes to open on that text. Numbers to compare before/after a change, not a test.
// Usage: npm run build && CHROMIUM_PATH=/usr/bin/chromium npm run bench:typing
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startServer } from '../serverProcess.mjs';

const SIZE = Number(process.env.TYPING_TEXT_BYTES ?? 1_700_000);
const KEYS = 20;

function bigText(bytes) {
  const words = 'ada wrote the first program for the analytical engine and notes on bernoulli numbers in 1843'.split(
    ' ',
  );
  const lines = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const line = `${i}. ${words.map((w, j) => ((j + i) % 3 === 0 ? w.toUpperCase() : w)).join(' ')}.`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n').slice(0, bytes);
}

/** Types KEYS characters into `selector` one at a time; each: ms from the keystroke to the next frame. */
async function keystrokes(page, selector) {
  return page.evaluate(
    async ({ selector, keys }) => {
      const field = document.querySelector(selector);
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
      const times = [];
      for (let i = 0; i < keys; i += 1) {
        const start = performance.now();
        document.execCommand('insertText', false, 'x');
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        times.push(performance.now() - start);
      }
      return times;
    },
    { selector, keys: KEYS },
  );
}

/** Pastes `text` into `selector` as a paste does (one input event with the whole value); ms to the next frame. */
async function paste(page, selector, text) {
  return page.evaluate(
    async ({ selector, text }) => {
      const field = document.querySelector(selector);
      field.focus();
      const start = performance.now();
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
      set.call(field, text);
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    },
    { selector, text },
  );
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms`;
};

const app = await startServer({ env: { SIGNUP_RATE_LIMIT: '0' }, dataDirPrefix: 'botfolio-typing-' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? 'chromium', args: CHROMIUM_ARGS });
try {
  const base = app.baseUrl;
  const email = `typing.${Date.now()}@example.com`;
  const { authtoken } = await (
    await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email, password: 'correct horse battery' }),
    })
  ).json();
  const text = bigText(SIZE);
  const made = await (
    await fetch(`${base}/api/pdf/store-in-db`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: authtoken },
      body: JSON.stringify({ botName: 'Big', text }),
    })
  ).json();
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${base}/`);
  await page.evaluate((token) => localStorage.setItem('token', token), authtoken);

  // Create page: paste the text, then type
  await page.goto(`${base}/create-own-bot`);
  const area = page.getByPlaceholder('Enter text here');
  await area.waitFor();
  const pasted = await paste(page, 'textarea.source-picker__textarea', text);
  console.log(`create: paste ${SIZE} chars → next frame ${pasted.toFixed(0)} ms`);
  console.log(`create: keystroke → frame, ${stats(await keystrokes(page, 'textarea.source-picker__textarea'))}`);

  // Edit page: open the source editor on the text, then type in it; then the add-a-source box
  await page.goto(`${base}/your-bots/${made.bot._id}`);
  const edit = page.getByRole('button', { name: /^Edit/ }).first();
  await edit.waitFor();
  const start = Date.now();
  await edit.click();
  await page.locator('textarea.bot-sources__editor-text').waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  console.log(`edit: source editor open on ${SIZE} chars ${Date.now() - start} ms`);
  console.log(
    `edit: keystroke in the source editor → frame, ${stats(await keystrokes(page, 'textarea.bot-sources__editor-text'))}`,
  );
  await page
    .getByRole('button', { name: 'Cancel' })
    .click()
    .catch(() => {});
  const added = await paste(page, '.bot-sources__add textarea.source-picker__textarea', text);
  console.log(`edit: paste into add-a-source → next frame ${added.toFixed(0)} ms`);
  console.log(
    `edit: keystroke in add-a-source → frame, ${stats(await keystrokes(page, '.bot-sources__add textarea.source-picker__textarea'))}`,
  );
} finally {
  await browser.close();
  await app.stop();
}
