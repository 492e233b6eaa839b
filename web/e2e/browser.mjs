// What the end-to-end tests and the benchmark share: Debian's Chromium
// driven by playwright-core, a static server for the built folder, and the
// CLI for the reference answers and bytes.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Where cargo put its output (CARGO_TARGET_DIR, or target/): the page that
// scripts/build-web.sh wrote and the CLI that cargo test built are there.
export const TARGET = JSON.parse(execFileSync('cargo', ['metadata', '--format-version', '1', '--no-deps'],
  { cwd: ROOT, encoding: 'utf8' })).target_directory;
export const SITE = join(TARGET, 'web/site');
export const SINGLE = join(TARGET, 'web/gametable.html');
export const CLI = process.env.GAMETABLE_BIN || join(TARGET, 'debug/gametable');

for (const need of [SITE, SINGLE, CLI]) {
  if (!existsSync(need)) throw new Error(`${need} is missing: run scripts/build-web.sh and cargo build first`);
}

/// Headless Chromium with the flags this machine's closed network needs and
/// a fresh profile; returns the context and a function that closes it.
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'gametable-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    acceptDownloads: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
    ],
    viewport: { width: 1366, height: 768 },
    ...options,
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm',
};

/// A plain static server over the built folder (what any static host does).
export async function serve(dir = SITE) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, close: () => new Promise((ok) => server.close(ok)) };
}

/// Runs the CLI (in `cwd`, when given); returns { status, stdout, stderr }.
export function cli(args, cwd = undefined) {
  try {
    const stdout = execFileSync(CLI, args, { cwd, encoding: 'buffer', stdio: ['ignore', 'pipe', 'pipe'] });
    return { status: 0, stdout, stderr: '' };
  } catch (e) {
    return { status: e.status, stdout: e.stdout, stderr: e.stderr.toString() };
  }
}

/// Opens the page and waits until its first table is shown.
export async function open(context, url) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(url);
  await settled(page);
  return { page, problems };
}

/// Waits until the page shows the result of the latest form (every cell
/// of its grid in: a three-heap grid's 166 375 cells take minutes on a
/// machine loaded by other builds, so the wait is long; a test is not a
/// benchmark).
export async function settled(page) {
  await page.waitForFunction(() => document.body.dataset.seq
    && document.body.dataset.shown === document.body.dataset.seq, null, { timeout: 240000 });
}

/// Sets the form's fields (keys as the CLI's flags) and waits for the result.
export async function setFields(page, fields) {
  for (const [key, value] of Object.entries(fields)) {
    const el = page.locator(`#in-${key}`);
    if (typeof value === 'boolean') await el.setChecked(value);
    else if (await el.evaluate((e) => e.tagName === 'SELECT')) await el.selectOption(value);
    else await el.fill(value);
  }
  await settled(page);
}

/// The answers shown: [[id, answer], …].
export async function shownAnswers(page) {
  return page.$$eval('#answers li', (lis) => lis.map((li) => [li.dataset.id,
    li.querySelector('.ans').textContent === '—' ? '' : li.querySelector('.ans').textContent]));
}
