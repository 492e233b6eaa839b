// The page in a real browser (Debian's Chromium), against the CLI.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch, serve, open, settled, setFields, shownAnswers, cli, ROOT, SINGLE, TARGET } from './browser.mjs';
import { xlsxContent } from './xlsx-cells.mjs';

let browser;
let server;
before(async () => {
  browser = await launch();
  server = await serve();
});
after(async () => {
  await browser.close();
  await server.close();
});

const DEMO = { start: '7, S', s: '1..69', moves: '+1 *2', end: 'sum >= 77', winner: 'mover' };

async function custom(page) {
  await page.selectOption('#template', '');
  await settled(page);
}

test('the demo task typed in by hand: answers 18 / 31 34 / 30, (7, 30) is P2 in red, explained with its tree', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await custom(page);
  // Typed key by key, as a teacher would.
  for (const [key, value] of Object.entries(DEMO)) {
    await page.locator(`#in-${key}`).fill('');
    await page.locator(`#in-${key}`).pressSequentially(value);
  }
  await settled(page);
  assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
  const cell = page.locator('td[data-h="7,30"]');
  assert.equal(await cell.textContent(), 'P2');
  const [r, g, b] = (await cell.evaluate((td) => getComputedStyle(td).backgroundColor))
    .match(/\d+/g).map(Number);
  assert.ok(r > 150 && g < 120 && b < 120, `P2's colour is red: rgb(${r}, ${g}, ${b})`);
  // The same colour as the legend's P2 (the workbook's fill).
  const legend = await page.$$eval('#legend span', (s) => s.map((x) => [x.textContent, getComputedStyle(x).backgroundColor]));
  assert.equal(legend.find(([l]) => l === 'P2')[1], `rgb(${r}, ${g}, ${b})`);
  // The starts are outlined: (7, 30) is one, (8, 30) is not.
  assert.match(await cell.getAttribute('class'), /\bstart\b/);
  assert.doesNotMatch(await page.locator('td[data-h="8,30"]').getAttribute('class'), /\bstart\b/);
  // A click explains the cell.
  await cell.click();
  await page.waitForSelector('#explain:not([hidden])');
  assert.match(await page.textContent('#explain'), /^\(7, 30\): P2/);
  // Every move listed, and the strategy tree drawn by the library.
  assert.equal(await page.locator('#explain li').count(), 4);
  assert.equal(await page.locator('#explain .tree svg').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the grid is drawn from the window in view: its first frame fills the view, the rest follows', async () => {
  const { page } = await open(browser.context, server.url);
  await custom(page);
  await setFields(page, DEMO);
  const total = await page.locator('#grid td').count();
  assert.equal(total, 69 * 69, 'h1 = 7…75 by h2 = 1…69');
  // Scrolled into the middle of the table, a new solve (other labels) paints
  // the cells in view first, and no more than a part of the table.
  await page.locator('#grid').evaluate((g) => { g.scrollTop = 300; g.scrollLeft = 250; });
  // The page learns the scroll from its scroll event (it never asks, which
  // would force a layout), and that is sent with the next frame: a user's
  // scroll has long been sent when he changes a field; the test waits for it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  await page.selectOption('#labels', 'petya-vanya');
  await settled(page);
  await page.waitForFunction(() => window.gtPaintedSeq === Number(document.body.dataset.shown));
  const first = await page.evaluate(() => window.gtFirstWindow);
  assert.deepEqual(first.scroll, [300, 250], 'the first frame kept the scroll');
  assert.equal(first.corner, 'TD', 'a cell at the bottom right of the view in the first frame');
  // Not the rows above the view nor the columns left of it: a quarter or so.
  assert.ok(first.cells > 0 && first.cells < total / 3, `${first.cells} of ${total} cells in the first frame`);
  assert.deepEqual(await page.locator('#grid').evaluate((g) => [g.scrollTop, g.scrollLeft]), [300, 250]);
  assert.equal(await page.locator('#grid td').count(), total);
  assert.equal(await page.locator('td[data-h="7,30"]').textContent(), 'В2');
  await page.close();
});

test('while the rest of a grid is being added, a click on an answer finds its cell, and an error stops the rest', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await page.setViewportSize({ width: 800, height: 600 }); // a window of a few columns
  await custom(page);
  // The demo turned on its side: the starts (S, 7) run down a column.
  await setFields(page, { ...DEMO, start: 'S, 7' });
  assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
  const total = await page.locator('#grid td').count();
  // Right after the first frame of a new grid (other labels), the answer 21
  // (30) is clicked: its cell, (30, 7), lies below the window.
  const early = await page.evaluate(() => new Promise((ok) => {
    window.gtFirstWindow = null;
    const seq = Number(document.body.dataset.seq) + 1;
    const labels = document.getElementById('labels');
    labels.value = 'petya-vanya';
    labels.dispatchEvent(new Event('change'));
    const wait = () => {
      if (!window.gtFirstWindow) { requestAnimationFrame(wait); return; }
      const whole = document.body.dataset.shown === String(seq);
      document.querySelector('#answers li[data-id="21"]').click();
      const td = document.querySelector('td[data-h="30,7"]');
      ok({ whole, cells: window.gtFirstWindow.cells, picked: !!td && td.classList.contains('picked') });
    };
    wait();
  }));
  assert.equal(early.whole, false, 'the click came before the whole grid was in');
  assert.ok(early.cells < total / 4, `${early.cells} of ${total} cells in the first frame`);
  assert.equal(early.picked, true);
  await settled(page);
  assert.equal(await page.locator('#grid td').count(), total);
  // A bad rule typed while the rest is being added: no stale cells, no error.
  await page.evaluate(() => new Promise((ok) => {
    window.gtFirstWindow = null;
    const labels = document.getElementById('labels');
    labels.value = 'win-lose';
    labels.dispatchEvent(new Event('change'));
    const wait = () => {
      if (!window.gtFirstWindow) { requestAnimationFrame(wait); return; }
      const end = document.getElementById('in-end');
      end.value = 'sum >=';
      end.dispatchEvent(new Event('input'));
      ok();
    };
    wait();
  }));
  await settled(page);
  await page.waitForTimeout(300); // frames in which a stale rest would have run
  assert.equal(await page.locator('#grid td').count(), 0);
  assert.equal(await page.locator('#f-end.bad').count(), 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('every built-in template gives the answers of gametable solve --json', async () => {
  const { page } = await open(browser.context, server.url);
  const names = await page.$$eval('#template option', (os) => os.map((o) => o.value).filter(Boolean));
  const files = readdirSync(join(ROOT, 'templates')).filter((f) => f.endsWith('.toml')).map((f) => f.slice(0, -5));
  assert.deepEqual([...names].sort(), files.sort());
  for (const name of names) {
    await page.selectOption('#template', name);
    await settled(page);
    const want = JSON.parse(cli(['solve', name, '--json', '--no-table']).stdout.toString());
    assert.deepEqual(await shownAnswers(page), want.answers.map((a) => [a.id, a.answer]), name);
  }
  await page.close();
});

test("a bad rule shows the CLI's message under its field and no stale table", async () => {
  const { page } = await open(browser.context, server.url);
  await custom(page);
  await setFields(page, DEMO);
  assert.ok(await page.locator('#grid td').count() > 0);
  await setFields(page, { moves: '+1 *2 +' });
  const want = cli(['solve', '--start', DEMO.start, '--s', DEMO.s, '--moves', '+1 *2 +', '--end', DEMO.end, '--winner', DEMO.winner]);
  assert.equal(want.status, 2);
  const message = want.stderr.replace(/^gametable: error: /, '').trimEnd();
  assert.equal(await page.locator('#f-moves .err').textContent(), message);
  assert.ok(await page.locator('#f-moves .err').isVisible());
  assert.equal(await page.locator('#grid td').count(), 0);
  assert.equal(await page.locator('#answers li').count(), 0);
  // Fixed again: the table is back and the message gone.
  await setFields(page, { moves: '+1 *2' });
  assert.ok(!(await page.locator('#f-moves .err').isVisible()));
  assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
  await page.close();
});

test("on the Russian page a bad rule's message is the CLI's with --lang ru, and English after the switch", async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  await custom(page);
  await setFields(page, { ...DEMO, end: 'summ >= 77' });
  const args = ['solve', '--start', DEMO.start, '--s', DEMO.s, '--moves', DEMO.moves, '--end', 'summ >= 77', '--winner', DEMO.winner];
  const ru = cli([...args, '--lang', 'ru']);
  assert.equal(ru.status, 2);
  const want = ru.stderr.replace(/^gametable: ошибка: /, '').trimEnd();
  assert.match(want, /неизвестное имя 'summ'/);
  assert.equal(await page.locator('#f-end .err').textContent(), want);
  assert.match(await page.textContent('#general-error'), /неизвестное имя 'summ'/);
  // The other language without solving again: the library worded both.
  await page.selectOption('#lang', 'en');
  const en = cli([...args, '--lang', 'en']).stderr.replace(/^gametable: error: /, '').trimEnd();
  assert.match(en, /unknown name 'summ'/);
  assert.equal(await page.locator('#f-end .err').textContent(), en);
  await page.close();
});

test('a table too big for the page is refused with the size it would need', async () => {
  const { page } = await open(browser.context, server.url);
  await custom(page);
  await setFields(page, { ...DEMO, start: '1, S', s: '1..99998', end: 'sum >= 100000' });
  assert.match(await page.textContent('#general-error'), /the table would need 4\.7 GiB, more than the memory limit of 1\.0 GiB \(the web page.s limit\)/);
  assert.equal(await page.locator('#grid td').count(), 0);
  // The page still works afterwards.
  await setFields(page, DEMO);
  assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
  await page.close();
});

test("a big table's solve reports its progress from the worker as a fraction", async () => {
  const { page } = await open(browser.context, server.url);
  // The demo's table (4,761 cells) is solved too fast to report any.
  assert.deepEqual(await page.evaluate(() => window.gtProgress), []);
  await custom(page);
  await setFields(page, { ...DEMO, start: '1, S', s: '1..3998', end: 'sum >= 4000' });
  const reports = await page.evaluate(() => window.gtProgress);
  assert.ok(reports.length >= 50 && reports.length <= 102, `${reports.length} reports`);
  assert.ok(reports.every((x, i) => i === 0 || x >= reports[i - 1]), `rising: ${reports}`);
  assert.equal(reports.at(-1), 1);
  // Nothing is left showing once the table is there.
  assert.doesNotMatch(await page.locator('#status').getAttribute('class'), /busy/);
  assert.match(await page.textContent('#status'), /^7994001 (позиция|positions), /);
  await page.close();
});

async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  return readFileSync(await download.path());
}

test("the downloaded workbooks (XLSX, formulas, ODS) and CSV equal the CLI's bytes", async () => {
  const { page } = await open(browser.context, server.url);
  for (const lang of ['ru', 'en']) {
    await page.selectOption('#lang', lang);
    for (const name of ['ege-2021-demo', 'kp1921-046', 'rk-three-heaps']) {
      await page.selectOption('#template', name);
      await settled(page);
      const tmp = join(TARGET, 'web', `cli-${name}-${lang}`);
      cli(['solve', name, '--lang', lang, '--no-table', '-o', `${tmp}.xlsx`]);
      assert.ok((await downloaded(page, '#dl-xlsx')).equals(readFileSync(`${tmp}.xlsx`)), `${name} XLSX (${lang})`);
      cli(['solve', name, '--lang', lang, '--no-table', '-o', `${tmp}.ods`]);
      const ods = await downloaded(page, '#dl-ods');
      assert.equal(ods.subarray(30, 38).toString(), 'mimetype', `${name} ODS (${lang}) is an OpenDocument file`);
      assert.ok(ods.equals(readFileSync(`${tmp}.ods`)), `${name} ODS (${lang})`);
      cli(['solve', name, '--lang', lang, '--no-table', '-o', `${tmp}.csv`]);
      assert.ok((await downloaded(page, '#dl-csv')).equals(readFileSync(`${tmp}.csv`)), `${name} CSV (${lang})`);
      assert.ok((await downloaded(page, '#dl-answers')).equals(readFileSync(`${tmp}-answers.csv`)), `${name} answers CSV (${lang})`);
      if (name !== 'rk-three-heaps') {
        cli(['solve', name, '--lang', lang, '--no-table', '--formulas', '-o', `${tmp}-f.xlsx`]);
        assert.ok((await downloaded(page, '#dl-formulas')).equals(readFileSync(`${tmp}-f.xlsx`)), `${name} formulas (${lang})`);
      }
    }
  }
  await page.close();
});

test('a planted-error table dropped on the page flags exactly its planted cells', async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'en');
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  await page.setInputFiles('#drop-input', join(ROOT, 'samples/check/errors.xlsx'));
  await page.waitForFunction(() => document.body.dataset.check);
  const wrong = await page.$$eval('#grid td.wrong', (tds) => tds.map((td) => td.dataset.h).sort());
  // samples/check/PLANTED.md: the eight cells planted in errors.xlsx.
  const planted = ['7,18', '7,30', '7,31', '7,35', '8,34', '9,33', '10,5', '40,40'];
  assert.deepEqual(wrong, [...planted].sort());
  const title = await page.locator('td[data-h="7,30"]').getAttribute('title');
  assert.match(title, /found V2, expected P2/);
  assert.match(await page.textContent('#check'), /1825 cells checked: 1817 right, 8 wrong/);
  await page.close();
});

test('several files dropped at once: the class table of check --class, and its workbook\'s content', async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  const files = ['errors.xlsx', 'correct.ods', 'errors-petya-vanya.csv', 'PLANTED.md'];
  await page.setInputFiles('#drop-input', files.map((f) => join(ROOT, 'samples/check', f)));
  await page.waitForFunction(() => document.body.dataset.check === 'class');
  const rows = await page.$$eval('#class-table tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  const out = join(TARGET, 'web', 'cli-class-ru.xlsx');
  const run = cli(['check', 'ege-2021-demo', '--class', ...files, '--json', '--lang', 'ru', '--out', out], join(ROOT, 'samples/check'));
  assert.equal(run.status, 2, run.stderr);
  const doc = JSON.parse(run.stdout.toString());
  assert.equal(rows.length, doc.students.length);
  for (const [i, r] of doc.students.entries()) {
    assert.equal(rows[i][0], r.file);
    if (r.error) assert.equal(rows[i].at(-1), r.error, r.file);
    else {
      assert.equal(rows[i][3], String(r.table.counts.wrong), r.file);
      assert.equal(rows[i].at(-2), r.mark, r.file);
    }
  }
  assert.equal(rows[0][3], '8', 'errors.xlsx: its eight planted cells');
  // The command line streams the students' sheets (other bytes): the same sheets, cells, links and notes.
  const page_book = xlsxContent(await downloaded(page, '#class-download'));
  assert.ok(page_book.sheets.length >= 3 && page_book.notes >= 8, 'the class, the heat map, the students\' sheets and their notes');
  assert.deepEqual(page_book, xlsxContent(readFileSync(out)), 'the class workbook holds the CLI\'s content');
  await page.close();
});

test("on the Russian page a check's reasons and summary are the CLI's with --lang ru", async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  await page.setInputFiles('#drop-input', join(ROOT, 'samples/check/errors.xlsx'));
  await page.waitForFunction(() => document.body.dataset.check);
  // The CLI run where the file is, so that both name it `errors.xlsx`.
  const run = cli(['check', 'ege-2021-demo', 'errors.xlsx', '--json', '--lang', 'ru'], join(ROOT, 'samples/check'));
  assert.equal(run.status, 1);
  const want = JSON.parse(run.stdout.toString()).files[0];
  assert.match(want.summary, /^errors\.xlsx: клеток проверено: 1825; верно 1817, неверно 8/);
  const shown = (await page.textContent('#check')).split('\n');
  assert.deepEqual(shown, [want.summary, ...want.problems.map((p) => p.line)]);
  // Each wrong cell's hover: the CLI's line, its reason in Russian.
  for (const p of want.problems.filter((x) => x.verdict === 'wrong')) {
    assert.equal(await page.locator(`td[data-h="${p.position.join(',')}"]`).getAttribute('title'), p.line);
  }
  const title = await page.locator('td[data-h="7,30"]').getAttribute('title');
  assert.match(title, /найдено V2, ожидалось P2 — /);
  assert.doesNotMatch(title, /found|expected|move to|opponent/);
  // A click on a cell explains it with the same Russian wording.
  await page.locator('td[data-h="8,30"]').click();
  await page.waitForSelector('#explain:not([hidden])');
  assert.match(await page.textContent('#explain'), /сопернику/);
  await page.close();
});

test('the single-file page opened from file:// works with the network off', async () => {
  const ctx = browser.context;
  await ctx.setOffline(true);
  const asked = [];
  await ctx.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
    asked.push(url);
    return route.abort();
  });
  try {
    const { page, problems } = await open(ctx, pathToFileURL(SINGLE).href);
    assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
    assert.equal(await page.locator('td[data-h="7,30"]').textContent(), 'P2');
    const xlsx = await downloaded(page, '#dl-xlsx');
    assert.equal(xlsx.subarray(0, 2).toString(), 'PK');
    assert.deepEqual(asked, []);
    assert.deepEqual(problems, []);
    await page.close();
  } finally {
    await ctx.unroute('**/*');
    await ctx.setOffline(false);
  }
});

test('a phone-sized window: the grid scrolls inside its box, nothing overlaps', async () => {
  const { page } = await open(browser.context, server.url);
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await page.locator('#grid').boundingBox();
  assert.ok(box.width <= 390, `grid ${box.width} px wide`);
  const scroll = await page.locator('#grid').evaluate((g) => g.scrollWidth > g.clientWidth);
  assert.ok(scroll, 'the grid scrolls sideways');
  // The answers first, the rules below the result.
  const result = await page.locator('#result').boundingBox();
  assert.ok(result.y + result.height <= (await page.locator('#rules').boundingBox()).y + 1, 'the result above the rules');
  const answers = await page.locator('#answers').boundingBox();
  assert.ok(answers.y < 200, `the answers start ${answers.y} px down`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(pageWidth <= 390, `the page is ${pageWidth} px wide`);
  await page.close();
});

// What a result derives (the explanation and tree, a dropped table's check,
// its red cells) goes with it: after an edit, a template change or a new
// language nothing shown belongs to the old rules or the old language.
test('after an edit nothing on the page belongs to the old rules', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  const derive = async () => {
    await page.locator('td[data-h="7,30"]').click();
    await page.waitForSelector('#explain:not([hidden]) .tree svg');
    await page.setInputFiles('#drop-input', join(ROOT, 'samples/check/errors.xlsx'));
    await page.waitForFunction(() => document.body.dataset.check === 'done');
    assert.ok(await page.locator('#grid td.wrong').count() > 0);
  };
  const nothingOld = async (what) => {
    assert.ok(await page.locator('#explain').isHidden(), `${what}: the explanation is gone`);
    assert.equal(await page.locator('#explain *').count(), 0, `${what}: nothing of it kept`);
    assert.ok(await page.locator('#check').isHidden(), `${what}: the check is gone`);
    assert.equal(await page.locator('#grid td.wrong, #grid td.picked').count(), 0, `${what}: no red or picked cell`);
  };
  await derive();
  await setFields(page, { moves: '+1 *3' });
  await nothingOld('an edit');
  await setFields(page, { moves: '+1 *2' });
  await derive();
  await page.selectOption('#template', 'kp1921-046');
  await settled(page);
  await nothingOld('another template');
  // A bad rule: no result, and nothing of the old one.
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  await derive();
  await setFields(page, { end: 'sum >=' });
  await nothingOld('an error');
  await setFields(page, { end: 'sum >= 77' });
  // A new language: the explanation and the check asked for again in it.
  await derive();
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => /cells checked/.test(document.getElementById('check').textContent));
  await page.waitForFunction(() => /Vanya wins/.test(document.getElementById('explain').textContent));
  assert.doesNotMatch(await page.textContent('#check'), /клеток|верно/);
  assert.doesNotMatch(await page.textContent('#explain'), /Ваня|Петя/);
  assert.deepEqual(problems, []);
  await page.close();
});

test("the explanation closes, lists each move whole and leaves the grid its rows", async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  const rows = async () => {
    const grid = await page.locator('#grid').boundingBox();
    const row = await page.locator('td[data-h="7,30"]').boundingBox();
    return Math.floor(grid.height / row.height);
  };
  const before = await rows();
  await page.locator('td[data-h="7,30"]').click();
  await page.waitForSelector('#explain:not([hidden]) .tree svg');
  assert.ok(await rows() >= Math.min(before, 20), `${await rows()} rows with the explanation open (${before} without)`);
  // No move broken over two columns: each item is one box.
  const split = await page.$$eval('#explain li', (lis) => lis.filter((li) => li.getClientRects().length > 1).length);
  assert.equal(split, 0);
  await page.locator('#explain .close').click();
  assert.ok(await page.locator('#explain').isHidden());
  assert.equal(await page.locator('#grid td.picked').count(), 0);
  await page.close();
});

test('a one-heap table is a hundred chart: the tens down, the units across', async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#template', 'kp1921-146'); // S ≥ 88, open
  await settled(page);
  assert.equal(await page.locator('#grid thead th').count(), 11, 'S and the units 0–9');
  const wide = await page.locator('#grid table').evaluate((t) => t.getBoundingClientRect().width);
  assert.ok(wide < 800, `the table is ${wide} px wide`);
  const want = JSON.parse(cli(['solve', 'kp1921-146', '--json']).stdout.toString());
  const byS = new Map(want.table.cells.map((c) => [c.position[0], c.label]));
  for (const s of [88, 176, 177, 178, 180]) {
    assert.equal(await page.locator(`td[data-h="${s}"]`).textContent(), byS.get(s), `S = ${s}`);
  }
  // Row 170's cells are 170…179; the 80s row starts at 88.
  const row = await page.locator('td[data-h="176"]').evaluate((td) => td.parentElement.firstElementChild.textContent);
  assert.equal(row, '170');
  assert.equal(await page.locator('td[data-h="87"]').count(), 0);
  await page.close();
});

test('an error is shown where the result would be, naming its field', async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  await custom(page);
  await setFields(page, { ...DEMO, questions: 'min where cod == 2' });
  const near = page.locator('#general-error');
  assert.ok(await near.isVisible());
  assert.match(await near.textContent(), /Ошибка в поле «Вопросы/);
  const box = await near.boundingBox();
  assert.ok(box.y < 300, `the error is ${box.y} px down`);
  // On a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok((await near.boundingBox()).y < 300);
  await page.close();
});

test("the page's own words are in its language, with no flags", async () => {
  // Two million positions explored: slow on a busy machine, so the
  // worker's time limit is raised.
  const { page } = await open(browser.context, `${server.url}?limit=300000`);
  await page.selectOption('#lang', 'ru');
  const labels = await page.$$eval('#fields .field > span', (s) => s.map((x) => x.textContent));
  assert.ok(labels.every((l) => !l.includes('--')), labels.join(' | '));
  const options = await page.$$eval('#in-no_moves option, #in-no_repeat option', (o) => o.map((x) => x.textContent));
  assert.ok(options.every((o) => /[а-яё]/i.test(o)), options.join(' | '));
  // A game too big to solve whole: the note in Russian, naming no flag.
  await custom(page);
  // Two million positions explored first: slow on a busy machine.
  for (const [key, value] of Object.entries({ start: 'S', s: '1..10', moves: '+2 -1', end: 'sum >= 100000000', winner: 'mover' })) {
    await page.locator(`#in-${key}`).fill(value);
  }
  await page.waitForFunction(() => document.body.dataset.shown === document.body.dataset.seq, null, { timeout: 300000 });
  const status = await page.textContent('#status');
  assert.match(status, /позиций больше 2000000/);
  assert.doesNotMatch(status, /--|positions|reachable/);
  await page.close();
});

test("a check's lines go to their cells", async () => {
  const { page } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'en');
  await page.selectOption('#template', 'ege-2021-demo');
  await settled(page);
  await page.setInputFiles('#drop-input', join(ROOT, 'samples/check/errors.xlsx'));
  await page.waitForFunction(() => document.body.dataset.check === 'done');
  await page.locator('#grid').evaluate((g) => { g.scrollTop = 0; g.scrollLeft = 0; });
  // (40, 40) is planted wrong and lies outside the first view.
  await page.locator('#check .line[data-h="40,40"]').click();
  const cell = page.locator('td[data-h="40,40"]');
  await page.waitForFunction(() => document.querySelector('td[data-h="40,40"]').classList.contains('picked'));
  const grid = await page.locator('#grid').boundingBox();
  const at = await cell.boundingBox();
  assert.ok(at.y >= grid.y && at.y + at.height <= grid.y + grid.height, 'the cell is in view (rows)');
  assert.ok(at.x >= grid.x && at.x + at.width <= grid.x + grid.width, 'the cell is in view (columns)');
  assert.match(await cell.getAttribute('class'), /\bwrong\b/);
  await page.waitForSelector('#explain:not([hidden])');
  assert.match(await page.textContent('#explain'), /^\(40, 40\)/);
  await page.close();
});

test('downloads are named after the task', async () => {
  const { page } = await open(browser.context, server.url);
  const name = async (button) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    return download.suggestedFilename();
  };
  for (const t of ['ege-2021-demo', 'kp1921-046']) {
    await page.selectOption('#template', t);
    await settled(page);
    assert.equal(await name('#dl-xlsx'), `${t}.xlsx`);
    assert.equal(await name('#dl-answers'), `${t}-answers.csv`);
  }
  // A field edited: still the template's task.
  await setFields(page, { moves: '+2 *3' });
  assert.equal(await name('#dl-ods'), 'kp1921-046.ods');
  await page.selectOption('#lang', 'en');
  await custom(page);
  await setFields(page, DEMO);
  assert.equal(await name('#dl-xlsx'), 'my-rules.xlsx');
  await page.close();
});

// ---- a task's text pasted (issue 21) --------------------------------------

// A reading's template (`gametable read --json`'s TOML): its keys, and its
// questions as the form holds them (`ID=QUERY` a line).
function templateKeys(toml) {
  const keys = {};
  const questions = [];
  let section = '';
  for (const line of toml.split('\n')) {
    if (line.startsWith('[')) { section = line.trim(); continue; }
    const m = line.match(/^("(?:[^"\\]|\\.)*"|\w+) = ("(?:[^"\\]|\\.)*"|'[^']*'|true|false|-?\d+)/);
    if (!m) continue;
    const key = m[1].startsWith('"') ? JSON.parse(m[1]) : m[1];
    const value = m[2].startsWith("'") ? m[2].slice(1, -1) : JSON.parse(m[2]);
    if (section === '[questions]') questions.push(`${key}=${value}`);
    else if (key !== 'name') keys[key] = value;
  }
  return { keys, questions: questions.join('\n') };
}

const FORM_KEYS = ['start', 's', 'k', 'moves', 'end', 'winner', 'no_moves', 'no_repeat', 'require', 'cap', 'handed_win_counts'];

// The form's fields equal the reading's template, and the answers shown
// equal `gametable read --json`'s.
async function assertReadAs(page, task, what) {
  const want = templateKeys(task.template);
  for (const key of FORM_KEYS) {
    const el = page.locator(`#in-${key}`);
    const v = key === 'handed_win_counts' ? await el.isChecked() : await el.inputValue();
    const expected = key === 'handed_win_counts' ? want.keys[key] === true : String(want.keys[key] ?? '');
    assert.equal(v, expected, `${what}: ${key}`);
  }
  assert.equal(await page.locator('#in-questions').inputValue(), want.questions, `${what}: questions`);
  assert.deepEqual(await shownAnswers(page), task.answers.map((a) => [a.id, a.answer]), `${what}: answers`);
}

// Pasted as a browser pastes: the text in, then an input event of its kind.
async function paste(page, text) {
  const seq = await page.evaluate((t) => {
    const box = document.getElementById('paste');
    box.value = t;
    box.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
    return document.body.dataset.seq;
  }, text);
  await page.waitForFunction(() => document.body.dataset.reading !== 'busy', null, { timeout: 60000 });
  // The form filled from the reading is solved.
  await page.waitForFunction((s) => document.body.dataset.seq !== s, seq);
  await settled(page);
}

const fixture = (name) => join(ROOT, 'tests/fixtures/read', name);

test('a pasted task fills the form from its reading and gives the answers of gametable read --json', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  assert.equal(await page.textContent('#paste-box label'), 'Вставьте условие задачи');
  for (const name of ['dev/kp1921-046.txt', 'dev/demo2021-full-c-comments.txt']) {
    const got = cli(['read', '--json', '--lang', 'ru', fixture(name)]);
    assert.equal(got.status, 0, name);
    const [task] = JSON.parse(got.stdout.toString()).tasks;
    await paste(page, readFileSync(fixture(name), 'utf8'));
    await assertReadAs(page, task, name);
    assert.equal(await page.textContent('#reading .verdict'), 'Прочитано полностью: каждое предложение и каждый вопрос.');
    assert.equal(await page.locator('#reading .sentence.unread').count(), 0);
    // Each key's sentence is marked with it: the moves' sentence is the one
    // the template names beside `moves`.
    const words = task.template.match(/^moves = .*# «(.*?)…?»$/m)[1];
    const moves = await page.$$eval('#reading .sentence.key-moves', (s) => s.map((x) => x.textContent));
    assert.equal(moves.length, 1, name);
    assert.ok(moves[0].startsWith(words), `${name}: «${moves[0]}» is «${words}»`);
    assert.match(moves[0], /ходы$/);
    assert.equal(await page.locator('#reading .sentence.key-questions').count(), task.answers.length, name);
  }
  // Typed (or edited) text is read by the button.
  await page.locator('#paste').fill(readFileSync(fixture('dev/kp1921-046.txt'), 'utf8'));
  await page.click('#paste-read');
  await page.waitForFunction(() => document.body.dataset.reading === 'done');
  await settled(page);
  const [task] = JSON.parse(cli(['read', '--json', '--lang', 'ru', fixture('dev/kp1921-046.txt')]).stdout.toString()).tasks;
  await assertReadAs(page, task, 'typed');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a pasted document of several tasks: a chooser of the tasks found, each read as gametable read reads it', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  const file = fixture('formats/collection-kp1921.txt');
  const { tasks } = JSON.parse(cli(['read', '--json', '--lang', 'ru', file]).stdout.toString());
  assert.ok(tasks.length > 2);
  await paste(page, readFileSync(file, 'utf8'));
  const options = await page.$$eval('#paste-task option', (os) => os.map((o) => o.textContent));
  assert.deepEqual(options.map((o) => o.match(/^Задача (\S+)/)[1]), tasks.map((t) => t.number));
  await assertReadAs(page, tasks[0], 'the first task');
  await page.selectOption('#paste-task', '2');
  await settled(page);
  await assertReadAs(page, tasks[2], 'the third task');
  assert.deepEqual(problems, []);
  await page.close();
});

test('an incomplete text: its unread sentences marked, «не прочитано полностью — проверьте», the answers it could give', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  const file = fixture('held-out-8/gh-otryvnoy-readme-shkolkovo-14219.txt');
  const got = cli(['read', '--json', '--lang', 'ru', file]);
  assert.equal(got.status, 1);
  const [task] = JSON.parse(got.stdout.toString()).tasks;
  assert.equal(task.complete, false);
  await paste(page, readFileSync(file, 'utf8'));
  assert.match(await page.textContent('#reading .verdict'), /^Не прочитано полностью — проверьте/);
  assert.deepEqual(await page.$$eval('#reading .problems li', (l) => l.map((x) => x.textContent)), task.unread);
  const unread = await page.$$eval('#reading .sentence.unread', (s) => s.map((x) => x.textContent));
  // Question 21, the student's own («Это я сам придумал: …»), is the part the reader cannot read.
  assert.ok(unread.some((s) => s.includes('Это я сам придумал') && s.endsWith('не прочитано')), unread.join('\n'));
  // The sentences read are not marked.
  assert.equal(await page.locator('#reading .sentence.key-moves.unread').count(), 0);
  await assertReadAs(page, task, 'shkolkovo-14219');
  // A text with no task: one line, in the page's language.
  await page.evaluate(() => {
    const box = document.getElementById('paste');
    box.value = 'Сегодня хорошая погода.';
    box.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
  });
  await page.waitForFunction(() => document.body.dataset.reading === 'error');
  assert.match(await page.textContent('#reading'), /^задача не найдена/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an edit after the paste re-solves, as the form does', async () => {
  const { page } = await open(browser.context, server.url);
  const file = fixture('dev/kp1921-046.txt');
  const [task] = JSON.parse(cli(['read', '--json', '--lang', 'ru', file]).stdout.toString()).tasks;
  await paste(page, readFileSync(file, 'utf8'));
  await assertReadAs(page, task, 'pasted');
  const moves = await page.locator('#in-moves').inputValue();
  const other = moves === '+1 *3' ? '+1 *2' : '+1 *3';
  await setFields(page, { moves: other });
  // The reading's template with the moves edited, solved by the CLI.
  const dir = mkdtempSync(join(tmpdir(), 'gametable-read-'));
  try {
    writeFileSync(join(dir, 'task.toml'), task.template);
    const want = JSON.parse(cli(['solve', join(dir, 'task.toml'), '--moves', other, '--json', '--no-table', '--lang', 'ru']).stdout.toString());
    assert.notDeepEqual(want.answers.map((a) => a.answer), task.answers.map((a) => a.answer), 'the edit changes the answers');
    assert.deepEqual(await shownAnswers(page), want.answers.map((a) => [a.id, a.answer]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // The reading is still shown beside the form.
  assert.ok(await page.locator('#reading .sentence.key-moves').isVisible());
  await page.close();
});

// ---- the worker stopped (issue 23) ---------------------------------------

// Two hundred million positions (three heaps): seconds of work.
const HANGING = { start: '1, 1, S', s: '1..597', moves: '+1 *2', end: 'sum >= 600', winner: 'mover' };

test('a computation past the time limit is stopped with a message, and the page goes on working', async () => {
  // The limit lowered to a second (`?limit=MS`; 10 s by default).
  const { page, problems } = await open(browser.context, `${server.url}?limit=1000`);
  await page.selectOption('#lang', 'ru');
  await custom(page);
  await setFields(page, HANGING);
  // Stopped by the time limit (a worker never stopped would hang the test
  // until its own timeout).
  assert.equal(await page.evaluate(() => document.body.dataset.stopped), 'time');
  assert.match(await page.textContent('#stopped'), /^Вычисление остановлено: оно шло дольше 1 с\./);
  assert.ok(await page.locator('#stopped').isVisible());
  assert.equal(await page.locator('#grid td').count(), 0);
  assert.equal(await page.locator('#answers li').count(), 0);
  // A normal input afterwards: the right answers, and the note gone.
  await setFields(page, DEMO);
  assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
  assert.ok(await page.locator('#stopped').isHidden());
  // The new worker explains a cell (its game is there).
  await page.locator('td[data-h="7,30"]').click();
  await page.waitForSelector('#explain:not([hidden]) .tree svg');
  await page.selectOption('#lang', 'en');
  await setFields(page, HANGING);
  assert.match(await page.textContent('#stopped'), /^Stopped: the computation took longer than 1 s\./);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a change of the input while the worker computes stops it at once', async () => {
  const { page, problems } = await open(browser.context, server.url);
  await page.selectOption('#lang', 'ru');
  await custom(page);
  const stops = await page.evaluate(() => window.gtStops || 0);
  for (const [key, value] of Object.entries(HANGING)) await page.locator(`#in-${key}`).fill(value);
  // Working on it (the status says so after 150 ms), well inside the 10 s.
  await page.waitForFunction(() => document.getElementById('status').classList.contains('busy'));
  await setFields(page, { start: '7, S', s: '1..69', end: 'sum >= 77' });
  assert.deepEqual(await shownAnswers(page), [['19', '18'], ['20', '31 34'], ['21', '30']]);
  // Stopped by the new input, not by the time limit (no timed assertion:
  // the stop's cause is what the page records).
  assert.ok(await page.evaluate(() => window.gtStops) > stops, 'the worker was stopped');
  assert.equal(await page.evaluate(() => document.body.dataset.stopped), 'input');
  assert.deepEqual(problems, []);
  await page.close();
});
