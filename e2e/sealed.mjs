// A Team Battle Limited (Sealed) table through the browser app, two people on opposite teams:
//   node e2e/sealed.mjs http://127.0.0.1:PORT OUTDIR
// The table is made in the app's form (Journey Together, 4 packs; A1 and B1 people, A2 and B2 the
// greedy AI), A1 on a laptop-size page and B1 on a phone-size one. Checked on the way (TB-13):
// - each device shows its own pool as cards, and no card that only the other person opened;
// - the pool filters by type and by stage, and sorts by name;
// - a card added with + and basic Energy with the stepper show in the deck's count, and the rule
//   check says what the deck still lacks; "ready" is offered only once the deck keeps the rules;
// - A1 offers a card to A2 (its AI teammate, ready at once): A2 takes it, and the card leaves A1's
//   pool; B1's device never shows the offer;
// - B1 takes the AI's build, removes a card (39: not ready, the check says so), adds it back;
// - when all four are ready, Team Battle is played on both devices to its end: each person
//   attacks when they can, else takes another action a few times a turn, then ends the turn.
// Screenshots: the form, A1 building (filtered), A1's offer taken, B1 at 39 cards, the finished
// table on both.
import { chooseFormat, href, loaded, nextMove, run, sleep, tableState, tapAction, turnButtons, until } from './lib.mjs';

const PLAYS_PER_TURN = 3;

/** The pool as a device shows it: {id: {held, used, text}}. */
async function poolOf(page) {
  return page.$$eval('[data-testid="pool-card"]', (rows) => Object.fromEntries(rows.map((r) => [r.dataset.id, {
    held: Number(r.dataset.held), used: Number(r.dataset.used), text: r.textContent,
  }])));
}

/** The deck's size as the device shows it. */
async function deckCount(page) {
  return Number(await page.getByTestId('deck-count').getAttribute('data-count'));
}

/** Waits until the device's deck holds `n` cards. */
async function deckHolds(page, n, who) {
  await until(async () => (await deckCount(page)) === n, 5000, `${who}'s deck to hold ${n} cards`);
}

/** Checks the pool's filters by type and stage and its sort by name; returns the whole pool. */
async function checkFilters(page, who) {
  const all = await poolOf(page);
  await page.getByTestId('filter-type').selectOption('Trainer');
  const trainers = await poolOf(page);
  const ids = Object.keys(trainers);
  if (!ids.length || ids.length >= Object.keys(all).length) throw new Error(`${who}: Trainer filter left ${ids.length} of ${Object.keys(all).length}`);
  await page.getByTestId('filter-type').selectOption('all');
  await page.getByTestId('filter-stage').selectOption('Basic');
  const basics = await poolOf(page);
  if (!Object.values(basics).every((c) => c.text.includes('Basic'))) throw new Error(`${who}: the Basic filter shows ${JSON.stringify(basics)}`);
  await page.getByTestId('filter-stage').selectOption('all');
  await page.getByTestId('sort').selectOption('name');
  const names = await page.$$eval('[data-testid="pool-card"] .card-tile', (els) => els.map((e) => e.firstChild.textContent));
  const sorted = names.slice().sort((p, q) => p.localeCompare(q));
  if (names.join('|') !== sorted.join('|')) throw new Error(`${who}: sorted by name as ${names}`);
  return all;
}

run('sealed', 280_000, async (t) => {
  const a = await t.page('A1', { width: 1280, height: 900 });
  await a.goto(t.url + '/');
  await chooseFormat(a, 'team-battle-sealed');
  const sets = await a.getByTestId('field-set').locator('option').allTextContents();
  if (!sets.includes('Journey Together')) throw new Error(`the sets offered: ${sets}`);
  await a.getByTestId('field-set').selectOption('sv9');
  await a.getByTestId('field-packs').selectOption('4');
  await a.getByTestId('seat-3-player').selectOption('greedy');
  await a.getByTestId('seat-4-player').selectOption('greedy');
  await t.screenshot(a, 'sealed-form.png');
  await a.getByTestId('create-table').click();
  await a.getByTestId('created').waitFor();
  const links = await Promise.all([1, 2].map((s) => href(a, `link-seat-${s}`)));
  await a.goto(links[0]);
  const b = await t.page('B1', { width: 412, height: 915 });
  await b.goto(links[1]);
  await loaded(a, 'A1');
  await loaded(b, 'B1');
  await a.getByTestId('sealed-build').waitFor();
  await b.getByTestId('sealed-build').waitFor();
  // The AI seats build and are ready at once.
  await until(async () => (await a.getByTestId('ready-A2').getAttribute('data-ready')) === 'true' &&
    (await a.getByTestId('ready-B2').getAttribute('data-ready')) === 'true', 10000, 'A2 and B2 to be ready');

  // Each device shows its own pool, and no card only the other opened.
  const poolA = await checkFilters(a, 'A1');
  const poolB = await poolOf(b);
  const onlyB = Object.keys(poolB).filter((id) => !(id in poolA));
  if (!onlyB.length) throw new Error('the two pools are the same cards');
  const aPage = await a.content();
  const leaked = onlyB.filter((id) => aPage.includes(`"${id}"`));
  if (leaked.length) throw new Error(`A1's page shows B1's cards ${leaked}`);

  // A1 adds a card and an Energy by hand; the count and the check follow.
  const [first] = Object.keys(poolA);
  await a.locator(`[data-testid="pool-card"][data-id="${first}"] button[data-kind="add"]`).click();
  await deckHolds(a, 1, 'A1');
  await a.getByTestId('energy-grass').locator('button[data-kind="add"]').click();
  await deckHolds(a, 2, 'A1');
  const check = await a.getByTestId('rule-check').textContent();
  if (!/40 cards/.test(check) || !/has 2/.test(check)) throw new Error(`A1's rule check at 2 cards: ${check}`);
  if (await a.getByRole('button', { name: 'Ready', exact: true }).count()) throw new Error('Ready is offered at 2 cards');
  await a.getByTestId('filter-type').selectOption('Trainer');
  await t.screenshot(a, 'sealed-A1-building.png');
  await a.getByTestId('filter-type').selectOption('all');

  // A1 offers a card (not in its deck) to A2, its AI teammate, who takes it.
  const given = Object.keys(poolA).find((id) => id !== first);
  const heldBefore = poolA[given].held;
  await a.getByRole('button', { name: /^Offer a card to A2/ }).click();
  await a.locator(`[data-testid="pool-card"][data-id="${given}"] button[data-kind="offer"]`).click();
  await until(async () => {
    const now = await poolOf(a);
    return (now[given]?.held ?? 0) === heldBefore - 1;
  }, 10000, `A1's ${given} to go to A2`);
  if ((await b.content()).includes(`"${given}"`) && !(given in poolB)) throw new Error('B1 was shown the offer');
  await t.screenshot(a, 'sealed-A1-traded.png');

  // A1 lets the AI build, and is ready.
  await a.getByRole('button', { name: 'Let the AI build my deck' }).click();
  await deckHolds(a, 40, 'A1');
  await a.getByRole('button', { name: 'Ready', exact: true }).click();
  await until(async () => (await a.getByTestId('ready-A1').getAttribute('data-ready')) === 'true', 5000, 'A1 to be ready');

  // B1 takes the AI's build, takes one card out (39: refused), puts it back, and is ready.
  await b.getByRole('button', { name: 'Let the AI build my deck' }).click();
  await deckHolds(b, 40, 'B1');
  const used = Object.entries(await poolOf(b)).find(([, c]) => c.used > 0)[0];
  await b.locator(`[data-testid="pool-card"][data-id="${used}"] button[data-kind="remove"]`).click();
  await deckHolds(b, 39, 'B1');
  const at39 = await b.getByTestId('rule-check').textContent();
  if (!/has 39/.test(at39) || await b.getByRole('button', { name: 'Ready', exact: true }).count()) throw new Error(`B1 at 39 cards: ${at39}`);
  await t.screenshot(b, 'sealed-B1-39.png');
  await b.locator(`[data-testid="pool-card"][data-id="${used}"] button[data-kind="add"]`).click();
  await deckHolds(b, 40, 'B1');
  await b.getByRole('button', { name: 'Ready', exact: true }).click();

  // All four ready: Team Battle's own screen on both devices, played to its end.
  await a.getByTestId('boards').waitFor({ timeout: 10000 });
  await b.getByTestId('boards').waitFor({ timeout: 10000 });
  const pages = [a, b];
  const plays = [0, 0];
  let lastTurn = [null, null];
  let moves = 0;
  const deadline = Date.now() + 200_000;
  for (;;) {
    const states = await Promise.all(pages.map(tableState));
    if (states.every((s) => s.over)) break;
    if (Date.now() > deadline) throw new Error(`the game did not end (${moves} moves by people)`);
    let moved = false;
    for (const [k, page] of pages.entries()) {
      if (!states[k].yourTurn || states[k].pending) continue;
      const turn = await page.getByTestId('turn-info').getAttribute('data-turn').catch(() => null);
      if (turn !== lastTurn[k]) { lastTurn[k] = turn; plays[k] = 0; }
      const move = nextMove(await turnButtons(page), plays[k], PLAYS_PER_TURN);
      if (move && await tapAction(page, move.action)) {
        plays[k] += 1;
        moves += 1;
        moved = true;
        await until(async () => (await tableState(page)).version > states[k].version, 5000, 'the move to show');
      }
    }
    if (!moved) await sleep(60);
  }
  const [endA, endB] = await Promise.all(pages.map(tableState));
  if (!endA.outcome || !endB.outcome) throw new Error(`the outcome shown: ${endA.outcome} / ${endB.outcome}`);
  await t.screenshot(a, 'sealed-A1-end.png');
  await t.screenshot(b, 'sealed-B1-end.png');
  t.log(`built (A1 gave ${given} to A2), then played to its end: ${moves} moves by people; A1 reads "${endA.outcome}", B1 "${endB.outcome}"`);
});
