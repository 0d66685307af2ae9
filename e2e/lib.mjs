// Shared by the browser tests: arguments, launching Chromium, failing loudly with screenshots,
// and reading the table page's state.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `body(t)` as the script `name` with an overall time limit. On any failure: prints the
 * reason, screenshots every page as `failure-<page>.png` in the output directory and exits 1.
 */
export async function run(name, timeoutMs, body) {
  const [url, outDir] = process.argv.slice(2);
  if (!url || !outDir) {
    console.error(`usage: node e2e/${name}.mjs http://127.0.0.1:PORT OUTDIR`);
    process.exit(2);
  }
  mkdirSync(outDir, { recursive: true });
  const pages = new Map();
  const pageErrors = [];
  let browser = null;
  let failing = false;

  const fail = async (message) => {
    if (failing) return;
    failing = true;
    console.error(`${name}: FAILED: ${message}`);
    for (const [label, page] of pages) {
      const file = path.join(outDir, `failure-${label}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 5000 });
        console.error(`${name}: screenshot of ${label} at failure: ${file}`);
      } catch (e) {
        console.error(`${name}: no screenshot of ${label}: ${e.message}`);
      }
    }
    if (pageErrors.length) console.error(`${name}: JavaScript errors:\n  ${pageErrors.join('\n  ')}`);
    try {
      if (browser) await browser.close();
    } catch (_) {
      // closing a browser that is gone
    }
    process.exit(1);
  };

  const timer = setTimeout(() => fail(`overall time limit of ${timeoutMs / 1000} s reached`), timeoutMs);
  try {
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    } catch (e) {
      throw new Error(`cannot launch ${CHROMIUM} (install it: apt-get install -y chromium): ${e.message}`);
    }
    const t = {
      url: url.replace(/\/+$/, ''),
      outDir,
      browser,
      log: (...args) => console.log(`${name}:`, ...args),
      /** A page in a context of its own (its own device), watched for script errors. */
      async page(label, viewport) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        page.setDefaultTimeout(15000);
        page.on('pageerror', (e) => pageErrors.push(`${label}: ${e.message}`));
        page.on('console', (m) => {
          if (m.type() === 'error') console.error(`[${label} console] ${m.text()}`);
        });
        pages.set(label, page);
        return page;
      },
      async screenshot(page, file) {
        const where = path.join(outDir, file);
        await page.screenshot({ path: where, fullPage: true });
        console.log(`${name}: screenshot ${where}`);
      },
    };
    await body(t);
    if (pageErrors.length) throw new Error(`JavaScript errors in the page:\n  ${pageErrors.join('\n  ')}`);
  } catch (e) {
    clearTimeout(timer);
    await fail(e && e.stack ? e.stack : String(e));
    return;
  }
  clearTimeout(timer);
  await browser.close();
  console.log(`${name}: OK — screenshots in ${outDir}`);
}

/** The table page as its data attributes and texts show it (null before it has loaded). */
export async function tableState(page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="table"]');
    if (!table) return null;
    const text = (id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      return el ? el.textContent : null;
    };
    return {
      version: Number(table.dataset.version),
      actions: Number(table.dataset.actions),
      toMove: table.dataset.toMove === '' ? null : Number(table.dataset.toMove),
      yourTurn: table.dataset.yourTurn === 'true',
      over: table.dataset.over === 'true',
      pending: table.dataset.pending === 'true',
      log: [...document.querySelectorAll('[data-testid="log-line"]')].map((li) => li.textContent),
      outcome: text('outcome'),
      error: text('error'),
      status: text('status'),
      conn: document.querySelector('[data-testid="conn"]')?.dataset.state || null,
    };
  });
}

/** Polls `check` (async, returns a truthy value when done) every 40 ms for up to `ms`. */
export async function until(check, ms, what) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(40);
  }
}

/** Waits until every device in `pages` shows the same version of the table; their states. */
export async function sameTable(pages, what) {
  await until(async () => {
    const states = await Promise.all(pages.map(tableState));
    return states.every((s) => s.version === states[0].version);
  }, 2000, what);
  return Promise.all(pages.map(tableState));
}

/** Opens format `format`'s tab on the home page and waits until its form is drawn: a choice made
 * before that could land on the form of the tab shown before, and be lost. */
export async function chooseFormat(page, format) {
  // The first page of a new server waits for the forms' options: seconds in a debug build.
  await page.getByTestId('format-' + format).click({ timeout: 60_000 });
  await page.locator(`[data-testid="format-form"][data-format="${format}"][data-ready="true"]`).waitFor();
}

/** Waits until `page` has loaded a table and its WebSocket is live. */
export async function loaded(page, what) {
  await until(async () => {
    const s = await tableState(page);
    return s && s.conn === 'live' ? s : null;
  }, 10000, `${what} to load the table and connect live`);
}

/** The href of a link by test id. */
export async function href(page, testid) {
  return page.getByTestId(testid).getAttribute('href');
}

/** The standard game's actions that choose a Pokémon in play, which a board also offers on it. */
const PICKS = ['pick_pokemon', 'promote'];

/**
 * Taps the button of `action` (a button's data-action) on the card of the Pokémon it chooses, for
 * the standard game's choices of a Pokémon in play (Raid Format's wrapped in a player's `play`):
 * fails unless each such button sits on that Pokémon's card. Null for any other action; false if
 * the page no longer offers it (a shared turn redraws at any time); true once tapped.
 */
export async function tapOnBoard(page, action) {
  const parsed = JSON.parse(action);
  const inner = parsed.action || parsed;
  if (!PICKS.includes(inner.do)) return null;
  const found = await page.evaluate(([wanted, uid]) => {
    const same = (e) => e.dataset.action === wanted && !e.disabled;
    const onCards = [...document.querySelectorAll('[data-testid^="on-board-legal-"]')].filter(same);
    if (!onCards.length) return [...document.querySelectorAll('button.action')].some(same) ? 'not on the board' : 'gone';
    const elsewhere = onCards.find((e) => e.closest('.mon')?.dataset.uid !== String(uid));
    if (elsewhere) return 'on the card of ' + (elsewhere.closest('.mon')?.dataset.name || 'no Pokémon') + ' (uid ' + elsewhere.closest('.mon')?.dataset.uid + ')';
    onCards[0].click();
    return 'tapped';
  }, [action, inner.pokemon]);
  if (found === 'gone') return false;
  if (found !== 'tapped') throw new Error(`the choice ${action} is ${found}`);
  return true;
}

/** The device's buttons for its move (its "Your move" panel): {action, kind, label}. */
export async function turnButtons(page) {
  return page.$$eval('[data-testid="turn"] button.action:not(:disabled)', (els) => els.map((e) => ({
    action: e.dataset.action, kind: e.dataset.kind, label: e.textContent,
  })));
}

/** Taps the button of `action` (its data-action) if the page still offers it (the page redraws
 * at any time); whether it did. */
export async function tapAction(page, action) {
  return page.evaluate((wanted) => {
    const button = [...document.querySelectorAll('button.action:not(:disabled)')].find((b) => b.dataset.action === wanted);
    if (button) button.click();
    return !!button;
  }, action);
}

/** A person's next move in the normal game among `choices` (turnButtons): an attack, else
 * another action (up to `perTurn` a turn, `plays` taken so far), else ending the turn. */
export function nextMove(choices, plays, perTurn) {
  const attack = choices.find((c) => c.kind === 'attack_at' || c.kind === 'attack');
  const end = choices.find((c) => c.kind === 'end_turn');
  const other = choices.find((c) => c.kind !== 'end_turn' && c.kind !== 'attack_at' && c.kind !== 'attack');
  return attack || (end && plays >= perTurn ? end : other || end);
}
