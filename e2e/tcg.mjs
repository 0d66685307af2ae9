// A game of the normal Pokémon TCG in the browser app, one person against the AI:
//   node e2e/tcg.mjs http://127.0.0.1:PORT OUTDIR
// The table is made on the generic form (the default theme decks; seat 2 the greedy AI) and
// played on tcg's own screen. The person takes an action a few times a turn (an attack when
// there is one, else a Trainer, else the first offered), then ends the turn, until four of
// their turns are over. Checked:
// - once set-up is done, both Active Pokémon show their names and HP left of HP, as the server's
//   board for the seat has them (read with the seat's own token);
// - the hand shows by card name, the same names as the server's board; seat 2's hand only as a
//   count, the page holding no second hand;
// - what the game asks is said in words while the person is to move;
// - every action taken shows the table one action further;
// - a tap on the opponent's Active Pokémon reads its card: its name, HP and each attack with its
//   cost and damage, as GET /api/formats/tcg/cards/ID gives them; a tap on a card of the hand
//   reads that card; the discard pile opens to its cards;
// - a choice of a Pokémon in play (a pick, a promotion) is taken on that Pokémon's card, where
//   its button must be (lib.mjs tapOnBoard);
// - the cards a text looks at are shown as cards, the ones the server's prompt names;
// - the card drawn at the start of a turn is named as new in the hand: the server's hand then
//   less the hand before the turn ended.
// Screenshot: the table after the person's turns.
import { run, tableState, until, loaded, href, sleep, chooseFormat, tapOnBoard } from './lib.mjs';

/** Actions taken in a turn before ending it, when there is no attack. */
const PLAYS_PER_TURN = 3;
/** The person's turns played before the script stops. */
const TURNS = 4;

/** The seat's snapshot through the API, with the token of its link. */
async function snapshot(base, link) {
  const token = new URL(link).searchParams.get('token');
  const res = await fetch(`${base}/api/tables/${new URL(link).pathname.split('/').pop()}`, {
    headers: { Authorization: 'Bearer ' + token },
  });
  if (!res.ok) throw new Error(`GET the table: HTTP ${res.status}`);
  return res.json();
}

/** The two Active Pokémon and the hand as the page shows them. */
async function shown(page) {
  return page.evaluate(() => {
    const active = (k) => {
      const el = document.querySelector(`[data-testid="active-${k}"]`);
      return el ? { name: el.dataset.name, hpLeft: Number(el.dataset.hpLeft), hp: Number(el.dataset.hp), text: el.textContent } : null;
    };
    const hands = [...document.querySelectorAll('[data-testid="hand"]')];
    return {
      active: [active(1), active(2)],
      hands: hands.map((el) => ({ count: Number(el.dataset.count), text: el.textContent })),
      handCount2: Number(document.querySelector('[data-testid="side-2"]')?.dataset.hand),
      prompt: document.querySelector('[data-testid="prompt"]')?.textContent || null,
    };
  });
}

/** Fails unless the page shows the cards the prompt says the seat looks at, as cards. */
async function checkLooked(page, prompt) {
  const shownNames = await page.$$eval('[data-testid="looked"] .card-tile', (els) => els.map((e) => e.firstChild.textContent));
  const names = prompt.looked.map((c) => c.name);
  if (JSON.stringify(shownNames) !== JSON.stringify(names)) {
    throw new Error(`the prompt looks at ${JSON.stringify(names)}, the page shows ${JSON.stringify(shownNames)}`);
  }
}

/** The names of `after` not in `before`, counted as the page counts them; null unless `after` holds all of `before`. */
function added(before, after) {
  const left = [...before];
  const fresh = [];
  for (const name of after) {
    const i = left.indexOf(name);
    if (i >= 0) left.splice(i, 1);
    else fresh.push(name);
  }
  return left.length ? null : fresh;
}

/** Fails unless the page names as new in the hand exactly `fresh` (names), each counted. */
async function checkHandNews(page, fresh) {
  const news = await page.getByTestId('hand-news').textContent();
  const counts = new Map();
  for (const name of fresh) counts.set(name, (counts.get(name) || 0) + 1);
  const want = 'New in your hand: ' + [...counts].map(([name, n]) => (n > 1 ? name + ' ×' + n : name)).join(', ');
  if (news !== want) throw new Error(`the hand's news is "${news}", not "${want}"`);
}

/** Fails unless the page shows both Active Pokémon and the hand as the server's board has them. */
function checkBoard(seen, board) {
  for (const [k, side] of board.sides.entries()) {
    const mon = side.active;
    const got = seen.active[k];
    if (!mon || !got || got.name !== mon.name || got.hpLeft !== mon.hp_left || got.hp !== mon.hp ||
        !got.text.includes(mon.name) || !got.text.includes(`${mon.hp_left} / ${mon.hp} HP`)) {
      throw new Error(`the Active Pokémon of ${side.name} shows as ${JSON.stringify(got)}, the board has ${JSON.stringify(mon)}`);
    }
  }
  const hand = board.sides[0].hand;
  if (seen.hands.length !== 1 || seen.hands[0].count !== hand.length) {
    throw new Error(`the page shows hands ${JSON.stringify(seen.hands)}, seat 1 holds ${hand.length} cards`);
  }
  for (const card of hand) {
    if (!seen.hands[0].text.includes(card.name)) throw new Error(`the hand does not name ${card.name}: ${seen.hands[0].text}`);
  }
  if (seen.handCount2 !== board.sides[1].hand_size) throw new Error(`seat 2's hand counts ${seen.handCount2}, not ${board.sides[1].hand_size}`);
}

/** The card dialog's name, HP and attacks ([name, damage, cost symbols]) once it shows `name`. */
async function cardShown(page, name) {
  const dialog = page.getByTestId('card-details');
  await until(async () => (await dialog.getByTestId('card-name').count()) && (await dialog.getByTestId('card-name').textContent()) === name,
    5000, `the card dialog to show ${name}`);
  return page.evaluate(() => {
    const el = document.querySelector('[data-testid="card-details"]');
    return {
      open: el.open,
      hp: el.querySelector('[data-testid="card-hp"]')?.textContent || null,
      modifiers: el.querySelector('[data-testid="card-modifiers"]')?.textContent || '',
      attacks: [...el.querySelectorAll('[data-testid="card-attack"]')].map((a) => ({
        text: a.textContent, symbols: a.querySelectorAll('.energy-symbol').length,
      })),
    };
  });
}

/** Fails unless tapping the opponent's Active Pokémon, a card of the hand and the discard pile read
 * as the server gives the cards. */
async function checkCardReading(page, base, board, shoot) {
  const mon = board.sides[1].active;
  await page.getByTestId('active-2').click();
  const seen = await cardShown(page, mon.name);
  const res = await fetch(`${base}/api/formats/tcg/cards/${encodeURIComponent(mon.printed)}`);
  if (!res.ok) throw new Error(`GET the card ${mon.printed}: HTTP ${res.status}`);
  const card = (await res.json()).kind.Pokemon;
  if (!seen.open || seen.hp !== `${card.hp} HP` || seen.attacks.length !== card.attacks.length) {
    throw new Error(`the card of ${mon.name} reads ${JSON.stringify(seen)}, the data set has ${JSON.stringify(card)}`);
  }
  const printedModifiers = card.weaknesses.map((w) => `Weakness ${w.type} ${w.value}`).concat(`Retreat ${card.retreat_cost}`);
  for (const words of printedModifiers) {
    if (!seen.modifiers.includes(words)) throw new Error(`the card of ${mon.name} does not say "${words}": ${seen.modifiers}`);
  }
  for (const [i, a] of card.attacks.entries()) {
    const got = seen.attacks[i];
    if (!got.text.includes(a.name) || !got.text.includes(a.damage) || got.symbols !== a.cost.length) {
      throw new Error(`attack ${a.name} (${a.cost.join(' ')}, ${a.damage}) reads ${JSON.stringify(got)}`);
    }
  }
  await shoot(page, 'tcg-card.png');
  await page.getByTestId('card-close').click();
  const hand = board.sides[0].hand;
  if (hand.length) {
    await page.getByTestId('hand-card-1').click();
    await cardShown(page, hand[0].name);
    await page.getByTestId('card-close').click();
  }
  const discard = board.sides[0].discard;
  if (discard.length) {
    await page.getByTestId('side-1').getByTestId('discard-pile').locator('summary').click();
    const tiles = await page.getByTestId('side-1').getByTestId('discard-pile').locator('.card-tile:visible').count();
    if (tiles !== discard.length) throw new Error(`the discard pile opens to ${tiles} cards, it holds ${discard.length}`);
  }
}

run('tcg', 200_000, async (t) => {
  const page = await t.page('seat1', { width: 1100, height: 1000 });
  await page.goto(t.url + '/');
  await chooseFormat(page, 'tcg');
  await page.getByTestId('seat-2-player').selectOption('greedy');
  await page.getByTestId('create-table').click();
  await page.getByTestId('created').waitFor();
  const seat2 = await page.getByTestId('link-seat-2-row').textContent();
  if (!seat2.includes('AI, normal')) throw new Error(`the table was made without the AI at seat 2: ${seat2}`);
  const link = await href(page, 'link-seat-1');
  await page.goto(link);
  await loaded(page, 'seat 1');

  let plays = 0;
  let turnsDone = 0;
  let checked = 0;
  let actions = 0;
  let pickedOnBoard = 0;
  let lookedChecked = 0;
  // The turn seat 1 last ended and its hand then; the board once its last turn is done.
  let ended = null;
  const drawn = [];
  let still = null;
  const deadline = Date.now() + 150_000;
  while (!still) {
    if (Date.now() > deadline) throw new Error(`seat 1 played ${turnsDone} turns in time (${actions} actions)`);
    const s = await tableState(page);
    if (s.over) break;
    if (!s.yourTurn || s.pending) {
      await sleep(40);
      continue;
    }
    const snap = await snapshot(t.url, link);
    if (snap.version !== s.version) continue;
    if (ended && snap.view.turn > ended.turn && snap.view.current === 0) {
      const fresh = added(ended.hand, snap.view.sides[0].hand.map((c) => c.name));
      if (fresh && fresh.length) {
        await checkHandNews(page, fresh);
        drawn.push(fresh.join(', '));
      }
      ended = null;
      turnsDone++;
    }
    // Its turns played, seat 1 reads cards while the board holds still (the AI waits for it).
    if (turnsDone >= TURNS && snap.view.sides.every((side) => side.active)) {
      still = snap;
      break;
    }
    const seen = await shown(page);
    if (!seen.prompt) throw new Error('seat 1 is to move but the page says nothing of what the game asks');
    if (snap.view.turn > 0 && snap.view.sides.every((side) => side.active)) {
      checkBoard(seen, snap.view);
      checked++;
    }
    if (snap.view.prompt && snap.view.prompt.looked.length) {
      await checkLooked(page, snap.view.prompt);
      lookedChecked++;
    }
    const choices = await page.$$eval('[data-testid="actions"] button.action:not(:disabled)', (els) => els.map((e) => ({ action: e.dataset.action, kind: e.dataset.kind, label: e.textContent })));
    const attack = choices.find((c) => c.kind === 'attack');
    const end = choices.find((c) => c.kind === 'end_turn');
    // A Trainer first: its choices are what the prompt and the board are checked on.
    const other = choices.find((c) => c.kind === 'play') || choices.find((c) => c.kind !== 'end_turn' && c.kind !== 'attack');
    const choice = attack || (end && (plays >= PLAYS_PER_TURN || !other) ? end : other || end);
    if (!choice) throw new Error(`seat 1 is to move but no action is offered: ${seen.prompt}`);
    if (choice.kind === 'end_turn' || choice.kind === 'attack') ended = { turn: snap.view.turn, hand: snap.view.sides[0].hand.map((c) => c.name) };
    const onBoard = await tapOnBoard(page, choice.action);
    if (onBoard) pickedOnBoard++;
    const tapped = onBoard ?? await page.evaluate((wanted) => {
      const button = [...document.querySelectorAll('[data-testid="actions"] button.action:not(:disabled)')].find((e) => e.dataset.action === wanted);
      if (button) button.click();
      return !!button;
    }, choice.action);
    if (!tapped) continue;
    await until(async () => {
      const n = await tableState(page);
      if (n.error) throw new Error(`"${choice.label}": ${n.error}`);
      return !n.pending && n.actions > s.actions ? n : null;
    }, 5000, `"${choice.label}" to be taken`);
    actions++;
    plays = choice.kind === 'end_turn' || choice.kind === 'attack' ? 0 : plays + 1;
  }
  if (!checked) throw new Error('the board was never checked with both Active Pokémon in play');
  // Who went first stays on the board all game, on the side that did.
  const firstSeat = (await snapshot(t.url, link)).view.first;
  const wentFirst = await page.locator(`[data-testid="side-${firstSeat + 1}"] [data-testid="went-first"]`).count();
  if (wentFirst !== 1 || (await page.getByTestId('went-first').count()) !== 1) {
    throw new Error(`seat ${firstSeat + 1} went first, but the board shows ${wentFirst} such badge on its side`);
  }
  if (!still) throw new Error(`the game ended before seat 1 played ${TURNS} turns`);
  if (!drawn.length) throw new Error('no card drawn at the start of a turn of seat 1 was checked');
  await checkCardReading(page, t.url, still.view, (p, file) => t.screenshot(p, file));
  t.log(`seat 1 took ${actions} actions over ${turnsDone} turns (${pickedOnBoard} on the board); the board was checked ${checked} times, the cards looked at ${lookedChecked}; the draws were named: ${drawn.join('; ')}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await t.screenshot(page, 'tcg-seat1.png');
});
