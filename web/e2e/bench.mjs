// The web page's speed and size, measured in Chromium (a benchmark, not a
// test): run after scripts/build-web.sh with
//
//   cd web/e2e && npm ci && node bench.mjs
//
//  1. from the last keystroke (its event's time) to the demo task's table
//     and answers painted: the end of the rendering of the frame after they
//     are in the page (a message posted from that frame's animation
//     callback is handled once its style, layout and paint are done);
//  2. a T = 2000 two-heap table (about 2·10⁶ positions) solved in the worker;
//  3. the first load's bytes over the wire, gzip-compressed as static hosts
//     serve them, and the single-file page's size.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, settled, SITE, SINGLE } from './browser.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const least = (xs) => Math.min(...xs);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

// A static server that gzips, and counts what it sends.
let sent = 0;
let raw = 0;
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const file = join(SITE, path === '/' ? 'index.html' : path);
  let body;
  try { body = readFileSync(file); } catch { res.writeHead(404); res.end(); return; }
  raw += body.length;
  const gz = /gzip/.test(req.headers['accept-encoding'] || '') ? gzipSync(body, { level: 9 }) : null;
  res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', ...(gz ? { 'content-encoding': 'gzip' } : {}) });
  const out = gz || body;
  sent += out.length;
  res.end(out);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.address().port}/`;

const { context, close } = await launch();
const page = await context.newPage();
await page.goto(url);
await settled(page);
const firstLoad = { sent, raw };

// 1. Keystrokes: the demo task by hand; then, again and again, the last
// digit of the end deleted (77 → 7) and typed back: that keystroke, the
// last, is timed until the demo's table and answers are on the screen.
await page.selectOption('#template', '');
await settled(page);
for (const [k, v] of Object.entries({ start: '7, S', s: '1..69', moves: '+1 *2', end: 'sum >= 77', winner: 'mover' })) {
  await page.fill(`#in-${k}`, v);
}
await settled(page);
const keystroke = [];
const inWorker = [];
const roundTrip = [];
const built = [];
const rendering = [];
const whole = [];
for (let i = 0; i < 42; i++) {
  await page.focus('#in-end');
  await page.keyboard.press('End');
  await page.keyboard.press(i % 2 ? '7' : 'Backspace');
  // Waited for by polling, not in every animation frame (Playwright's
  // default): the harness's own script would run inside the frames timed.
  await page.waitForFunction(() => document.body.dataset.seq
    && document.body.dataset.shown === document.body.dataset.seq, null, { polling: 50 });
  if (i % 2) {
    // (The other keystroke, 77 → 7, gives an error: every start finished.)
    await page.waitForFunction(() => window.gtPaintedSeq === Number(document.body.dataset.shown), null, { polling: 50 });
    const m = await page.evaluate(() => window.gtLastSolve);
    const painted = await page.evaluate(() => window.gtPainted);
    keystroke.push(painted);
    whole.push(await page.evaluate(() => window.gtPaintedAll));
    inWorker.push(m.ms);
    roundTrip.push(m.wall);
    built.push(m.built);
    rendering.push(await page.evaluate(() => window.gtRenderMs));
  }
}
const answers = await page.$$eval('#answers .ans', (a) => a.map((x) => x.textContent));

// 2. T = 2000: the worker's solve, answers included (the end toggled
// between 2000 and 1999 so that each run is a new table).
await page.fill('#in-start', '1, S');
await page.fill('#in-s', '1..1998');
await settled(page);
const big = [];
let bigPositions = 0;
for (let i = 0; i < 6; i++) {
  await page.fill('#in-end', `sum >= ${i % 2 ? 1999 : 2000}`);
  await settled(page);
  if (i % 2 === 0) {
    big.push((await page.evaluate(() => window.gtLastSolve)).ms);
    bigPositions = await page.evaluate(() => window.gtLastPositions);
  }
}
await close();
server.close();

const wasm = statSync(join(SITE, 'gametable_web_bg.wasm')).size;
const f = (x) => x.toFixed(1);
console.log(execFileSync(process.env.CHROMIUM || '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim());
console.log(`demo task, last keystroke → table in view and answers painted (${keystroke.length} keystrokes): least ${f(least(keystroke))} ms, median ${f(median(keystroke))} ms; every cell of the grid added and painted: least ${f(least(whole))} ms, median ${f(median(whole))} ms (in the page's DOM: least ${f(least(built))} ms, median ${f(median(built))} ms; median: solve in the worker ${f(median(inWorker))} ms, request to reply ${f(median(roundTrip))} ms, answers and the grid's window into the DOM ${f(median(rendering))} ms); answers ${answers.join(' / ')}`);
console.log(`T = 2000 two-heap table (${bigPositions} positions) solved in the worker (${big.length} runs): least ${f(least(big))} ms, median ${f(median(big))} ms`);
console.log(`first load: ${firstLoad.sent} bytes transferred gzip-compressed (${firstLoad.raw} uncompressed; wasm ${wasm} bytes)`);
console.log(`single-file page: ${statSync(SINGLE).size} bytes (${gzipSync(readFileSync(SINGLE), { level: 9 }).length} gzip-compressed)`);
process.exit(0);
