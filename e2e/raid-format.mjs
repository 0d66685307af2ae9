// A whole Raid Format game through the browser app, two devices at one table:
//   node e2e/raid-format.mjs http://127.0.0.1:PORT OUTDIR
// The table is made in the app (boss Gyarados VMAX; seat 1 a person on device A, seat 2 a person
// on device B, seat 3 AI) and played to its end. The players' turn is shared (RF-7): both devices
// act in it at once, each with a simple strategy — attack when it can, else the first action that
// does not end its turn a few times, then end its turn; a choice is answered with its first
// option. Every device must show the boss card and its piles throughout, and the end a result.
// Screenshots: the first turn a device can attack, and the finished table on both.
import { run, tableState, until, loaded, href, sleep } from './lib.mjs';

/** Actions a seat takes in one turn before it ends it (when it cannot attack). */
const PLAYS_PER_TURN = 3;

/** The boss panel as a device shows it. */
async function boss(page) {
  return page.evaluate(() => {
    const el = (id) => document.querySelector(`[data-testid="${id}"]`);
    const count = (id) => (el(id) ? Number(el(id).dataset.count) : null);
    return {
      name: el('boss-name') ? el('boss-name').textContent : null,
      card: el('boss-card') ? el('boss-card').textContent : null,
      deck: count('boss-deck'),
      discard: count('boss-discard'),
      lost: count('boss-lost-zone'),
      supporters: count('supporters-left'),
      players: document.querySelectorAll('[data-testid^="player-"]').length,
    };
  });
}

/** Fails unless the device shows the boss card, its piles adding up to its 60 cards, and 3 boards. */
function checkBoss(seen, who) {
  const piles = seen.deck + seen.discard + seen.lost;
  if (seen.name !== 'Gyarados VMAX' || !/Gyarados VMAX/.test(seen.card || '')) {
    throw new Error(`${who} does not show the boss card: ${JSON.stringify(seen)}`);
  }
  if (!(piles > 0 && piles <= 60) || seen.supporters === null || seen.players !== 3) {
    throw new Error(`${who} shows the boss's piles or the boards wrong: ${JSON.stringify(seen)}`);
  }
}

/** The seat's action buttons: {action, kind, label}. */
async function offered(page) {
  return page.$$eval('[data-testid="actions"] button:not(:disabled)', (els) => els.map((e) => ({
    action: e.dataset.action, kind: e.dataset.kind, label: e.textContent,
  })));
}

/**
 * Taps the button of `action` if the page still offers it. In the shared turn the other devices'
 * moves redraw the page at any moment, so the button is found and tapped at once, in the page.
 */
async function tap(page, action) {
  return page.evaluate((wanted) => {
    const buttons = [...document.querySelectorAll('[data-testid="actions"] button:not(:disabled)')];
    const button = buttons.find((b) => b.dataset.action === wanted);
    if (button) button.click();
    return !!button;
  }, action);
}

run('raid-format', 280_000, async (t) => {
  const a = await t.page('seat1', { width: 412, height: 915 });
  await a.goto(t.url + '/');
  await a.getByTestId('format-raid-format').click();
  await a.getByTestId('boss').selectOption('gyarados-vmax');
  await a.getByTestId('seat-count').selectOption('3');
  await a.getByTestId('seat-3-player').selectOption('greedy');
  await a.getByTestId('divisor').selectOption('10');
  await a.getByTestId('create-table').click();
  await a.getByTestId('created').waitFor();
  const links = [await href(a, 'link-seat-1'), await href(a, 'link-seat-2')];
  t.log('table made:', (await a.locator('[data-testid$="-row"] strong').allTextContents()).join(' | '));

  await a.goto(links[0]);
  const b = await t.page('seat2', { width: 1280, height: 900 });
  await b.goto(links[1]);
  const pages = [a, b];
  for (const [i, page] of pages.entries()) await loaded(page, `seat ${i + 1}`);
  for (const [i, page] of pages.entries()) {
    checkBoss(await boss(page), `seat ${i + 1}`);
    if ((await page.getByTestId('hand').count()) !== 1) throw new Error(`seat ${i + 1} does not show its hand`);
  }

  const plays = [0, 0];
  const taken = { attack: 0, end_turn: 0, other: 0 };
  const deadline = Date.now() + 240_000;
  let moves = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the game did not end in 240 s (${moves} moves)`);
    const states = await Promise.all(pages.map(tableState));
    if (states.every((s) => s.over)) break;
    let moved = false;
    for (const [k, page] of pages.entries()) {
      const s = states[k];
      if (!s.yourTurn || s.pending || s.over) continue;
      const choices = await offered(page);
      if (!choices.length) continue;
      const attack = choices.find((c) => c.kind === 'attack');
      const end = choices.find((c) => c.kind === 'end_turn');
      const other = choices.find((c) => c.kind !== 'end_turn');
      const choice = attack || (end && plays[k] >= PLAYS_PER_TURN ? end : other || end);
      if (attack && !taken.attack) await t.screenshot(page, `raid-format-seat${k + 1}-turn.png`);
      if (!(await tap(page, choice.action))) continue;
      plays[k] = choice.kind === 'end_turn' || choice.kind === 'attack' ? 0 : plays[k] + 1;
      taken[choice.kind in taken ? choice.kind : 'other']++;
      await until(async () => {
        const now = await tableState(page);
        if (now.error) throw new Error(`seat ${k + 1}, ${choice.label}: ${now.error}`);
        return !now.pending && now.actions > s.actions ? now : null;
      }, 5000, `seat ${k + 1}'s "${choice.label}" to be taken`);
      moves++;
      moved = true;
      if (moves % 25 === 0) checkBoss(await boss(page), `seat ${k + 1} after ${moves} moves`);
    }
    if (!moved) await sleep(40);
  }

  // Both devices end on the same table, with a result.
  const ends = await Promise.all(pages.map(tableState));
  await until(async () => {
    const [x, y] = await Promise.all(pages.map(tableState));
    return x.version === y.version;
  }, 2000, 'both devices to show the finished table');
  const [seenA, seenB] = await Promise.all(pages.map(boss));
  checkBoss(seenA, 'seat 1 at the end');
  checkBoss(seenB, 'seat 2 at the end');
  if (JSON.stringify(seenA) !== JSON.stringify(seenB)) {
    throw new Error(`the devices show different bosses: ${JSON.stringify(seenA)} / ${JSON.stringify(seenB)}`);
  }
  for (const [i, end] of ends.entries()) {
    if (!end.outcome || !/You win|You lose|draw/i.test(end.outcome)) throw new Error(`seat ${i + 1} shows no result: ${end.outcome}`);
  }
  if (!taken.attack) throw new Error('no seat on a device ever attacked');
  t.log(`outcome: ${ends[0].outcome}; ${moves} moves by the two devices (${JSON.stringify(taken)}); boss ${JSON.stringify(seenA)}`);
  for (const [i, page] of pages.entries()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.screenshot(page, `raid-format-seat${i + 1}.png`);
  }
});
