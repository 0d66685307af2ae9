// A whole Raid Format game through the browser app, two devices at one table:
//   node e2e/raid-format.mjs http://127.0.0.1:PORT OUTDIR
// The table is made in the app (boss Gyarados VMAX; seat 1 a person playing in the app on device
// A, seat 2 a person with physical cards on device B, seat 3 AI) and played to its end. The
// players' turn is shared (RF-7): both devices act in it at once. Device A attacks when it can,
// else takes the first action that does not end its turn a few times, then ends its turn; a
// choice is answered with its first option, a Pokémon in play chosen on its card (lib.mjs
// tapOnBoard, which checks the button is there). Device B reports on its form, each turn: 60 damage
// to the boss, a Supporter played (while the team may play one), one Prize card taken; then ends
// its turn. Every device must show the boss card, its attacks, what its deck holds and its piles throughout, device B what the
// boss's cards ask of its board, and both the end with a result. Screenshots: the first turn
// device A can attack, device B's report form, and the finished table on both.
import { run, tableState, until, loaded, href, sleep, sameTable, chooseFormat, tapOnBoard } from './lib.mjs';

/** Actions device A takes in one turn before it ends it (when it cannot attack). */
const PLAYS_PER_TURN = 3;
/** The damage device B reports each turn. */
const DAMAGE = 60;

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
      prizes2: el('player-2') ? Number(el('player-2').dataset.prizes) : null,
      attacks: [...document.querySelectorAll('[data-testid="boss-attacks"] li strong')].map((e) => e.textContent),
      deckListed: [...document.querySelectorAll('[data-testid="boss-deck-list"] .deck-line')].reduce((n, e) => n + Number(e.dataset.count), 0),
    };
  });
}

/**
 * Fails unless the device shows the boss card, its attacks (Max Tyrant among them) and the 60
 * cards its deck holds listed before they are used, its piles adding up to at most its 60
 * cards, and 3 boards.
 */
function checkBoss(seen, who) {
  if (!seen.attacks.includes('Max Tyrant') || seen.deckListed !== 60) {
    throw new Error(`${who} does not list the boss's attacks and deck: ${JSON.stringify(seen)}`);
  }
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

/** Device A's next move: {action, kind, label} (see the top of the file). */
function appMove(choices, plays) {
  const attack = choices.find((c) => c.kind === 'attack');
  const end = choices.find((c) => c.kind === 'end_turn');
  const other = choices.find((c) => c.kind !== 'end_turn');
  return attack || (end && plays >= PLAYS_PER_TURN ? end : other || end);
}

/**
 * Device B's next report this turn, made on its form in the page: 'damage', 'supporter' or
 * 'prizes' (each once a turn, the Supporter while the form offers it), else null.
 */
async function report(page, done) {
  return page.evaluate(({ done, damage }) => {
    const el = (id) => document.querySelector(`[data-testid="${id}"]`);
    const ready = (id) => el(id) && !el(id).disabled;
    if (!done.damage && ready('report-damage-send')) {
      const input = el('report-damage');
      input.value = String(damage);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      el('report-damage-send').click();
      return 'damage';
    }
    if (!done.supporter && ready('report-supporter')) {
      el('report-supporter').click();
      return 'supporter';
    }
    if (!done.prizes && ready('report-prizes-send')) {
      el('report-prizes').value = '1';
      el('report-prizes-send').click();
      return 'prizes';
    }
    return null;
  }, { done, damage: DAMAGE });
}

run('raid-format', 280_000, async (t) => {
  const a = await t.page('seat1', { width: 412, height: 915 });
  await a.goto(t.url + '/');
  await chooseFormat(a, 'raid-format');
  await a.getByTestId('boss').selectOption('gyarados-vmax');
  await a.getByTestId('seat-count').selectOption('3');
  await a.getByTestId('seat-2-deck').selectOption('physical');
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
  for (const [i, page] of pages.entries()) checkBoss(await boss(page), `seat ${i + 1}`);
  if ((await a.getByTestId('hand').count()) !== 1) throw new Error('seat 1 does not show its hand');
  if ((await b.getByTestId('physical-2').count()) !== 1) throw new Error('seat 2 is not shown as physical cards');

  let plays = 0;
  let done = {};
  const taken = { attack: 0, end_turn: 0, other: 0, damage: 0, supporter: 0, prizes: 0, onBoard: 0 };
  let ordersSeen = 0;
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
      let what = k === 1 ? await report(page, done) : null;
      if (what) {
        done[what] = true;
        taken[what]++;
        if (taken.damage === 1 && what === 'damage') await t.screenshot(page, 'raid-format-seat2-report.png');
      } else {
        const choice = k === 0 ? appMove(choices, plays) : choices.find((c) => c.kind === 'end_turn');
        if (!choice) continue;
        if (k === 0 && choice.kind === 'attack' && !taken.attack) await t.screenshot(page, 'raid-format-seat1-turn.png');
        const onBoard = await tapOnBoard(page, choice.action);
        if (!(onBoard ?? await tap(page, choice.action))) continue;
        if (onBoard) taken.onBoard++;
        what = choice.label;
        taken[choice.kind in taken ? choice.kind : 'other']++;
        if (k === 0) plays = choice.kind === 'end_turn' || choice.kind === 'attack' ? 0 : plays + 1;
        if (k === 1) {
          done = {};
          ordersSeen += await b.getByTestId('orders-2').count();
        }
      }
      await until(async () => {
        const now = await tableState(page);
        if (now.error) throw new Error(`seat ${k + 1}, ${what}: ${now.error}`);
        return !now.pending && now.actions > s.actions ? now : null;
      }, 5000, `seat ${k + 1}'s "${what}" to be taken`);
      if (what === 'damage' && taken.damage === 1) {
        const line = `Player 2 reports ${DAMAGE} damage done to the boss`;
        await until(async () => (await tableState(a)).log.includes(line), 2000, 'device A to tell seat 2\'s damage report');
      }
      moves++;
      moved = true;
      if (moves % 25 === 0) checkBoss(await boss(page), `seat ${k + 1} after ${moves} moves`);
    }
    if (!moved) await sleep(40);
  }

  // Both devices end on the same table, with a result.
  const ends = await sameTable(pages, 'both devices to show the finished table');
  const [seenA, seenB] = await Promise.all(pages.map(boss));
  checkBoss(seenA, 'seat 1 at the end');
  checkBoss(seenB, 'seat 2 at the end');
  if (JSON.stringify(seenA) !== JSON.stringify(seenB)) {
    throw new Error(`the devices show different bosses: ${JSON.stringify(seenA)} / ${JSON.stringify(seenB)}`);
  }
  for (const [i, end] of ends.entries()) {
    if (!end.outcome || !/You win|You lose|draw/i.test(end.outcome)) throw new Error(`seat ${i + 1} shows no result: ${end.outcome}`);
  }
  if (!taken.attack) throw new Error('device A never attacked');
  if (!taken.damage || !taken.prizes) throw new Error(`device B made no report: ${JSON.stringify(taken)}`);
  if (seenA.prizes2 !== 6 - taken.prizes) throw new Error(`seat 2 reported ${taken.prizes} Prize cards, device A shows ${seenA.prizes2} left`);
  if (!ordersSeen) throw new Error('device B was never told what the boss\'s cards ask of its board');
  t.log(`outcome: ${ends[0].outcome}; ${moves} moves by the two devices (${JSON.stringify(taken)}); boss ${JSON.stringify(seenA)}`);
  for (const [i, page] of pages.entries()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.screenshot(page, `raid-format-seat${i + 1}.png`);
  }
});
