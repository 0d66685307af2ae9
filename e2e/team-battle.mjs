// A whole Team Battle (2 vs 2) through the browser app, two people on opposite teams:
//   node e2e/team-battle.mjs http://127.0.0.1:PORT OUTDIR
// The table is made in the app's form (default decks; A1 and B1 people, A2 and B2 the greedy AI)
// and played to its end on two devices, A1 on a laptop-size page and B1 on a phone-size one.
// Each person attacks when they can, else takes the first other action a few times, then ends
// the turn; the AI seats play on the server. Checked on the way:
// - the boards sit as at the table: each device's own at the bottom, its teammate diagonal, the
//   opponent it faces right above it; a device shows the cards of its own hand and no other;
// - every move shows on the other device within two seconds;
// - a Pokémon in play chosen (a promotion, a pick) is chosen on its card (lib.mjs tapOnBoard),
//   at least once in the game;
// - TB-6, on A1's first turn: A1 picks "Do you have an Energy card in your hand?" in the
//   question box; greedy A2 answers on the server, and the answer must be the truth about A2's
//   hand, read from A2's own snapshot with A2's seat token (the link the creator gets for every
//   seat, AI seats too — A1's device never sees that hand). Then A1 types a question of its own
//   words, which greedy says it cannot answer (players.rs). Both questions and answers show in
//   both logs;
// - TB-6 with a person answering, on B1's first turn: the creator hands B2 to a person, B2's link
//   opens on a third device, B1 asks "Do you have a Supporter card in your hand?", every device
//   shows the question waiting, only B2's the answer buttons; B2 answers truthfully (from its
//   hand, as its own device shows it) and is handed back to the AI;
// - both devices end on the same finished table, one team winning, and each board on A1's
//   device opens its discard pile to the cards the server's board has in it.
// Screenshots: the form, A1's question answered, B2 answering, A1's first attack (the targets
// grouped), the finished table on both.
import { run, tableState, until, loaded, href, sleep, sameTable, chooseFormat, tapOnBoard, turnButtons, tapAction, nextMove } from './lib.mjs';

/** Actions a person takes in one turn before ending it, when they cannot attack. */
const PLAYS_PER_TURN = 3;
const ENERGY_QUESTION = 'Do you have an Energy card in your hand?';
const SUPPORTER_QUESTION = 'Do you have a Supporter card in your hand?';
const OWN_QUESTION = 'Should I keep my Energy for next turn?';
/** Seats, as the API numbers them. */
const [A1, B1, A2, B2] = [0, 1, 2, 3];

/** A request to the API with a token: the parsed answer, or a failure naming the status. */
async function api(base, method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { Authorization: 'Bearer ' + token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** The token in a seat or manage link. */
function tokenOf(link) {
  return new URL(link).searchParams.get('token');
}

/** The four boards as the page places them: {name: {x, y}}. */
async function layout(page) {
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-testid^="board-"]')].map((el) => {
    const r = el.getBoundingClientRect();
    return [el.dataset.testid.slice(6), { x: Math.round(r.left), y: Math.round(r.top + window.scrollY) }];
  })));
}

/** Fails unless `own`'s device shows the cards of its own hand and of no other, only counts. */
async function checkHands(page, own) {
  const seen = await page.evaluate(() => ({
    hands: [...document.querySelectorAll('[data-testid="hand"]')].map((el) => el.closest('[data-testid^="board-"]').dataset.testid.slice(6)),
    counts: [...document.querySelectorAll('[data-testid^="board-"]')].filter((el) => el.dataset.hand !== '').length,
  }));
  if (seen.hands.length !== 1 || seen.hands[0] !== own || seen.counts !== 4) {
    throw new Error(`${own}'s device shows the hand cards of ${seen.hands} and ${seen.counts} hand counts`);
  }
}

/** Fails unless `own` sits as at the table on this device (see the top of the file). */
function checkSeating(b, own, mate, across, beside, oneColumn) {
  const where = JSON.stringify(b);
  if (oneColumn) {
    // A phone stacks the far side above the near side, its own board last.
    const order = Object.keys(b).sort((p, q) => b[p].y - b[q].y);
    if (order[3] !== own || order.indexOf(beside) < order.indexOf(across)) throw new Error(`${own}'s phone stacks the boards ${order}`);
    return;
  }
  const ok = b[own].y > b[across].y && Math.abs(b[own].x - b[across].x) < 4 && b[beside].y === b[own].y &&
    b[mate].y === b[across].y && Math.abs(b[mate].x - b[beside].x) < 4 && b[mate].x !== b[own].x;
  if (!ok) throw new Error(`${own}'s device does not lay the table out as it is: ${where}`);
}

/** The log lines of a page, waited for until `lines` all show (in that order) within `ms`. */
async function logShows(page, lines, ms, who) {
  return until(async () => {
    const log = (await tableState(page)).log;
    let from = 0;
    for (const line of lines) {
      const at = log.indexOf(line, from);
      if (at < 0) return null;
      from = at + 1;
    }
    return log;
  }, ms, `${who}'s log to show ${JSON.stringify(lines)}`);
}

/** The answer line in log after `question`'s line ("A2 answers: yes"), or null. */
function answerAfter(log, questionLine) {
  const at = log.indexOf(questionLine);
  return at >= 0 ? log.slice(at + 1).find((l) => / answers: (yes|no)$/.test(l)) || null : null;
}

/** Fails unless each board on `page` opens its discard pile to the cards the server's board
 * `view` has in it (none shown for an empty pile). */
async function checkPiles(page, view) {
  for (const side of view.table.sides) {
    const pile = page.getByTestId('board-' + side.name).getByTestId('discard-pile');
    if ((await pile.count()) !== (side.discard.length ? 1 : 0)) {
      throw new Error(`${side.name}'s discard pile holds ${side.discard.length} cards, the board shows ${await pile.count()} piles`);
    }
    if (!side.discard.length) continue;
    await pile.locator('summary').click();
    const tiles = await pile.locator('.card-tile').allTextContents();
    const names = side.discard.map((c) => c.name);
    if (tiles.length !== names.length || !names.every((n, i) => tiles[i].startsWith(n))) {
      throw new Error(`${side.name}'s discard pile opens to ${JSON.stringify(tiles)}, the board has ${JSON.stringify(names)}`);
    }
  }
}

/** A page's data-count of `testid` (null when it is not shown). */
async function countOf(page, testid) {
  return page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el ? Number(el.dataset.count) : null;
  }, testid);
}

/** The text of `testid` in a page (null when it is not shown). */
async function textOf(page, testid) {
  return page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null, testid);
}

/** Asks `question` in the page's question box: a standard one from the list, else typed. */
async function ask(page, question, standard) {
  if (standard) await page.getByTestId('question-choice').selectOption(question);
  else await page.getByTestId('question-text').fill(question);
  if ((await page.getByTestId('question-text').inputValue()) !== question) throw new Error('the question box does not hold the question');
  await page.getByTestId('question-send').click();
}

run('team-battle', 280_000, async (t) => {
  // The form: A2 and B2 to the AI, the offered decks.
  const a = await t.page('A1', { width: 1280, height: 900 });
  await a.goto(t.url + '/');
  await chooseFormat(a, 'team-battle');
  for (const seat of [1, 2, 3, 4]) await a.getByTestId(`seat-form-${seat}`).waitFor();
  await a.getByTestId('seat-3-player').selectOption('greedy');
  await a.getByTestId('seat-4-player').selectOption('greedy');
  await t.screenshot(a, 'team-battle-form.png');
  await a.getByTestId('create-table').click();
  await a.getByTestId('created').waitFor();
  const links = await Promise.all([1, 2, 3, 4].map((s) => href(a, `link-seat-${s}`)));
  const creator = tokenOf(await href(a, 'link-creator'));
  const table = await a.getByTestId('table-id').textContent();
  t.log('table made:', (await a.locator('[data-testid$="-row"] strong').allTextContents()).join(' | '));

  await a.goto(links[A1]);
  const b = await t.page('B1', { width: 412, height: 915 });
  await b.goto(links[B1]);
  const pages = [a, b];
  const names = ['A1', 'B1'];
  for (const [k, page] of pages.entries()) await loaded(page, names[k]);

  const plays = [0, 0];
  const taken = { attack: 0, end_turn: 0, other: 0, onBoard: 0 };
  const talked = { a1: false, b1: false };
  const seatingChecked = [false, false];
  let attackShown = false;
  let moves = 0;
  const deadline = Date.now() + 220_000;

  /** TB-6 on A1's turn, its AI teammate answering: see the top of the file. */
  const a1Asks = async () => {
    const a2 = (await api(t.url, 'GET', `/api/tables/${table}`, tokenOf(links[A2]))).view;
    const truth = a2.table.sides[A2].hand.some((card) => card.supertype === 'Energy');
    if ((await countOf(a, 'questions-left')) !== 3) throw new Error('A1 does not have 3 questions left');
    const line = `A1 asks A2: “${ENERGY_QUESTION}”`;
    await ask(a, ENERGY_QUESTION, true);
    const answer = await until(async () => answerAfter((await tableState(a)).log, line), 5000, 'A2 to answer');
    if (answer !== `A2 answers: ${truth ? 'yes' : 'no'}`) {
      throw new Error(`A2 answered "${answer}" but ${truth ? 'has' : 'has no'} Energy card in hand`);
    }
    await logShows(b, [line, answer], 2000, 'B1');
    const own = `A1 asks A2: “${OWN_QUESTION}”`;
    await ask(a, OWN_QUESTION, false);
    await logShows(a, [own, 'A2 cannot answer that question'], 5000, 'A1');
    await logShows(b, [own, 'A2 cannot answer that question'], 2000, 'B1');
    await until(async () => (await countOf(a, 'questions-left')) === 1, 2000, 'A1 to have 1 question left');
    t.log(`A1 asked A2 "${ENERGY_QUESTION}": ${answer} (A2's hand has ${truth ? 'an' : 'no'} Energy card); then its own words: cannot answer`);
    await t.screenshot(a, 'team-battle-question.png');
  };

  /** TB-6 on B1's turn with B2 handed to a person on a third device: see the top of the file. */
  const b1AsksAPerson = async () => {
    await api(t.url, 'PUT', `/api/tables/${table}/seats/${B2}/ai`, creator, { policy: null });
    const d = await t.page('B2', { width: 412, height: 915 });
    await d.goto(links[B2]);
    await loaded(d, 'B2');
    await ask(b, SUPPORTER_QUESTION, true);
    for (const [page, who] of [[a, 'A1'], [b, 'B1'], [d, 'B2']]) {
      const text = await until(() => textOf(page, 'asked-question'), 2000, `${who} to show the question waiting`);
      if (text !== `“${SUPPORTER_QUESTION}”`) throw new Error(`${who} shows the question as ${text}`);
    }
    if ((await a.getByTestId('answers').count()) || (await b.getByTestId('answers').count())) throw new Error('a device other than B2\'s offers the answers');
    const view = (await api(t.url, 'GET', `/api/tables/${table}`, tokenOf(links[B2]))).view;
    const truth = view.table.sides[B2].hand.some((card) => card.kind === 'Supporter');
    await t.screenshot(d, 'team-battle-b2-answers.png');
    await d.getByTestId('answers').getByText(truth ? 'Answer yes' : 'Answer no').click();
    const line = `B1 asks B2: “${SUPPORTER_QUESTION}”`;
    const answer = `B2 answers: ${truth ? 'yes' : 'no'}`;
    for (const [page, who] of [[a, 'A1'], [b, 'B1']]) await logShows(page, [line, answer], 2000, who);
    await api(t.url, 'PUT', `/api/tables/${table}/seats/${B2}/ai`, creator, { policy: 'greedy' });
    await d.context().close();
    t.log(`B1 asked B2 (a person for the question) "${SUPPORTER_QUESTION}": ${answer}`);
  };

  for (;;) {
    if (Date.now() > deadline) throw new Error(`the game did not end in time (${moves} moves)`);
    const states = await Promise.all(pages.map(tableState));
    if (states.every((s) => s.over)) break;
    let moved = false;
    for (const [k, page] of pages.entries()) {
      const s = states[k];
      if (!s.yourTurn || s.pending || s.over) continue;
      await checkHands(page, names[k]);
      if (!seatingChecked[k]) {
        checkSeating(await layout(page), names[k], k === 0 ? 'A2' : 'B2', k === 0 ? 'B2' : 'A2', k === 0 ? 'B1' : 'A1', k === 1);
        seatingChecked[k] = true;
      }
      if (await page.getByTestId('question-send').count()) {
        if (k === 0 && !talked.a1) {
          await a1Asks();
          talked.a1 = true;
          continue;
        }
        if (k === 1 && !talked.b1) {
          await b1AsksAPerson();
          talked.b1 = true;
          continue;
        }
      }
      const choice = nextMove(await turnButtons(page), plays[k], PLAYS_PER_TURN);
      if (!choice) continue;
      if (k === 0 && choice.kind === 'attack_at' && !attackShown) {
        await t.screenshot(page, 'team-battle-attack.png');
        attackShown = true;
      }
      const onBoard = await tapOnBoard(page, choice.action);
      if (!(onBoard ?? await tapAction(page, choice.action))) continue;
      const kind = choice.kind === 'attack_at' || choice.kind === 'attack' ? 'attack' : choice.kind === 'end_turn' ? 'end_turn' : 'other';
      taken[kind]++;
      if (onBoard) taken.onBoard++;
      plays[k] = kind === 'other' ? plays[k] + 1 : 0;
      const now = await until(async () => {
        const n = await tableState(page);
        if (n.error) throw new Error(`${names[k]}, "${choice.label}": ${n.error}`);
        return !n.pending && n.actions > s.actions ? n : null;
      }, 5000, `${names[k]}'s "${choice.label}" to be taken`);
      // The other device shows the move within two seconds.
      const other = pages[1 - k];
      await until(async () => (await tableState(other)).version >= now.version, 2000, `${names[1 - k]}'s device to show ${names[k]}'s "${choice.label}"`);
      moves++;
      moved = true;
    }
    if (!moved) await sleep(40);
  }

  const ends = await sameTable(pages, 'both devices to show the finished table');
  const b1Hand = await countOf(b, 'hand');
  const b1Seen = Number(await a.getByTestId('board-B1').getAttribute('data-hand'));
  if (b1Hand !== b1Seen) throw new Error(`B1 holds ${b1Hand} cards, A1's device counts ${b1Seen}`);
  const wins = ends.filter((e) => /You win/.test(e.outcome || '')).length;
  const losses = ends.filter((e) => /You lose/.test(e.outcome || '')).length;
  if (!(wins === 1 && losses === 1) && !ends.every((e) => /draw/i.test(e.outcome || ''))) {
    throw new Error(`the devices show results that do not fit: ${ends.map((e) => e.outcome).join(' / ')}`);
  }
  if (!talked.a1 || !talked.b1) throw new Error(`a question was never asked: ${JSON.stringify(talked)}`);
  if (!seatingChecked.every(Boolean)) throw new Error('the seating was never checked');
  if (!taken.attack) throw new Error('no person ever attacked');
  if (!taken.onBoard) throw new Error('no person ever chose a Pokémon in play on the board');
  await checkPiles(a, (await api(t.url, 'GET', `/api/tables/${table}`, tokenOf(links[A1]))).view);
  t.log(`outcome: A1 ${ends[0].outcome}; ${moves} moves by the two people (${JSON.stringify(taken)})`);
  for (const [k, page] of pages.entries()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.screenshot(page, `team-battle-${names[k]}.png`);
  }
});
