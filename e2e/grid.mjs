// A whole Battle Grid game against AI through the board:
//   node e2e/grid.mjs http://127.0.0.1:PORT OUTDIR [AI-SPEC]
// The table is made in the app (seat 1 a person, seat 2 AI, `greedy` unless AI-SPEC is given).
// Every turn of seat 1 is played by tapping: a card in the hand, a highlighted space, then the
// influence spaces (or one of the offered sets); Confirm is enabled only for a legal set. Ends
// with a screenshot of the finished board.
import { run, tableState, until, loaded, href, sleep, chooseFormat } from './lib.mjs';

const ai = process.argv[4] || 'greedy';

// A small seeded generator: the same choices on every run.
let seed = 20240611;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor((seed / 2147483648) * n);
};

const bits = (mask) => [...Array(15).keys()].filter((i) => mask & (1 << i));

run('grid', 240_000, async (t) => {
  const page = await t.page('seat1', { width: 480, height: 1000 });
  await page.goto(t.url + '/');
  await chooseFormat(page, 'battle-grid');
  await page.getByTestId('grid-deck-1').selectOption('titans');
  await page.getByTestId('grid-deck-2').selectOption('swarm');
  await page.getByTestId('grid-seat-1-player').selectOption('person');
  await page.getByTestId('grid-seat-2-player').selectOption(ai);
  await page.getByTestId('create-grid').click();
  await page.getByTestId('created').waitFor();
  const seat1 = await href(page, 'link-seat-1');
  t.log(`table made, seat 2 played by AI (${ai}); seat 1 at ${seat1}`);
  await page.goto(seat1);
  await loaded(page, 'seat 1');

  // BG-4: the other hand is hidden.
  const hidden = await page.getByTestId('hidden-hand-2').textContent();
  if (!/hidden/.test(hidden)) throw new Error(`seat 2's hand is not shown as hidden: ${hidden}`);
  if ((await page.locator('[data-testid^="other-card-"]').count()) !== 0) {
    throw new Error('seat 2\'s cards are on seat 1\'s page');
  }

  let placed = 0;
  let passes = 0;
  let viaMask = 0;
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the game did not end in 200 s');
    const s = await tableState(page);
    if (s.over) break;
    if (!s.yourTurn || s.pending) {
      await sleep(60);
      continue;
    }
    if ((await page.getByTestId('pass').count()) > 0) {
      await page.getByTestId('pass').click();
      await until(async () => (await tableState(page)).actions > s.actions, 5000, 'the pass to be taken');
      passes++;
      t.log('seat 1 passes');
      continue;
    }
    // A card that has a legal placement.
    const cards = await page.$$eval('[data-testid^="hand-card-"]:not([disabled])', (els) => els.map((e) => e.dataset.testid));
    if (!cards.length) throw new Error('seat 1 to move with neither a playable card nor Pass');
    // The strongest playable card (by HP), ties broken at random.
    const hps = await Promise.all(cards.map(async (id) => {
      const meta = await page.getByTestId(id).locator('.card-meta').textContent();
      return Number((meta.match(/(\d+) HP/) || [0, 0])[1]);
    }));
    const best = Math.max(...hps);
    const strongest = cards.filter((_, k) => hps[k] === best);
    const card = strongest[random(strongest.length)];
    await page.getByTestId(card).click();
    const targets = await page.$$eval('[data-target="true"]', (els) => els.map((e) => e.dataset.testid));
    if (!targets.length) throw new Error(`no space highlighted for ${card}`);
    const confirm = page.getByTestId('confirm');
    if (!(await confirm.isDisabled())) throw new Error('Confirm is enabled before a space is chosen');
    const space = targets[random(targets.length)];
    await page.getByTestId(space).click();
    await page.locator('[data-placing="true"]').waitFor();
    const masks = await page.$$eval('[data-testid^="mask-"]', (els) => els.map((e) => ({ testid: e.dataset.testid, mask: Number(e.dataset.mask) })));
    if (!masks.length) throw new Error(`no influence sets offered for ${card} on ${space}`);
    // Influence toward the other side (higher rows) opens more spaces; ties at random.
    const forward = (m) => bits(m.mask).reduce((sum, i) => sum + Math.floor(i / 3), 0);
    const top = Math.max(...masks.map(forward));
    const ahead = masks.filter((m) => forward(m) === top);
    const pick = ahead[random(ahead.length)];
    const name = await page.getByTestId(space).getAttribute('data-name');
    if (placed % 4 === 3) {
      // One of the offered sets, in one tap.
      await page.getByTestId(pick.testid).click();
      viaMask++;
    } else {
      // Tapping the spaces one by one: Confirm waits for a legal set.
      const spaces = bits(pick.mask);
      for (const [k, i] of spaces.entries()) {
        if (!(await confirm.isDisabled()) && !masks.some((m) => bits(m.mask).length === k)) {
          throw new Error(`Confirm is enabled after ${k} of ${spaces.length} influence spaces`);
        }
        await page.getByTestId(`space-${i}`).click();
        await page.locator(`[data-testid="space-${i}"][data-chosen="true"]`).waitFor();
      }
    }
    if (await confirm.isDisabled()) throw new Error(`Confirm stays disabled for a legal set (${card} on ${name})`);
    const cardName = await page.getByTestId(card).locator('.card-name').textContent();
    await confirm.click();
    await until(async () => {
      const now = await tableState(page);
      if (now.error) throw new Error(`placing ${cardName} on ${name}: ${now.error}`);
      return now.actions > s.actions ? now : null;
    }, 5000, `placing ${cardName} on ${name} to be taken`);
    placed++;
    const log = (await tableState(page)).log;
    const mine = log.filter((l) => l.startsWith(`Seat 1 places ${cardName}`));
    if (!mine.length) throw new Error(`the log does not say seat 1 placed ${cardName}: ${log.slice(-4).join(' / ')}`);
    t.log(`seat 1 places ${cardName} on ${name} (influence ${bits(pick.mask).length} spaces)`);
  }

  const end = await tableState(page);
  if (!end.outcome || !/wins|draw/i.test(end.outcome)) throw new Error(`no outcome shown: ${end.outcome}`);
  const occupied = await page.locator('[data-testid^="space-"][data-owner]').count();
  if (occupied < 2) throw new Error(`only ${occupied} Pokémon on the finished board`);
  const replay = await href(page, 'replay');
  if (!replay) throw new Error('no replay link on the finished table');
  t.log(`outcome: ${end.outcome}`);
  t.log(`seat 1 placed ${placed} Pokémon (${viaMask} with an offered set) and passed ${passes} times; ${occupied} spaces hold a Pokémon`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await t.screenshot(page, 'grid-end.png');
});
