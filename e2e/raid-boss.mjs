// A whole Raid Boss game on the generic screen, with two devices:
//   node e2e/raid-boss.mjs http://127.0.0.1:PORT OUTDIR
// Raid Boss has no module of its own in the app: the table is made on the generic form and
// played on the generic screen (what the seat is asked, labelled action buttons, the board in
// words, the log). Seat 1 rolls in the app, seat 2 rolls real dice and reports each face, seats 3
// and 4 are AI. Each device plays its own seat; one Booster and one Assist are used from the
// screen, and every change shows on the other device.
import { run, tableState, until, loaded, href, sleep, chooseFormat } from './lib.mjs';

/** The actions the page offers: buttons, or a list with a Take button when there are many. */
async function offered(page) {
  const buttons = await page.$$eval('[data-testid^="legal-"]', (els) => els
    .filter((e) => e.tagName === 'BUTTON' && e.dataset.testid !== 'legal-take')
    .map((e) => ({ testid: e.dataset.testid, label: e.textContent })));
  if (buttons.length) return buttons;
  const list = page.getByTestId('legal-list');
  if ((await list.count()) === 0) return [];
  const labels = await list.locator('option').allTextContents();
  return labels.map((label, index) => ({ index, label }));
}

/** Takes `choice` (from offered()). */
async function take(page, choice) {
  if (choice.testid) {
    await page.getByTestId(choice.testid).click();
  } else {
    await page.getByTestId('legal-list').selectOption({ index: choice.index });
    await page.getByTestId('legal-take').click();
  }
}

/** The boss's HP bar on the board: [left, total]. */
async function bossHp(page) {
  const bar = page.locator('[data-testid="board"] [data-name="Cinderwyrm"] > [data-testid="hp"]');
  return [Number(await bar.getAttribute('data-left')), Number(await bar.getAttribute('data-total'))];
}

run('raid-boss', 280_000, async (t) => {
  const home = await t.page('creator', { width: 900, height: 1000 });
  await home.goto(t.url + '/');
  await chooseFormat(home, 'raid-boss');
  await home.getByTestId('field-boss').selectOption('Cinderwyrm');
  await home.getByTestId('field-physical-2').check();
  await home.getByTestId('seat-3-player').selectOption('greedy');
  await home.getByTestId('seat-4-player').selectOption('greedy');
  await home.getByTestId('create-table').click();
  await home.getByTestId('created').waitFor();
  const links = [await href(home, 'link-seat-1'), await href(home, 'link-seat-2')];
  const how = await home.getByTestId('created').textContent();
  if (!/physical/.test(how)) throw new Error(`the links do not say seat 2 rolls real dice: ${how}`);
  t.log('table made: seat 1 in the app, seat 2 with real dice, seats 3 and 4 AI');

  const pages = [];
  for (const [i, link] of links.entries()) {
    const page = await t.page(`seat${i + 1}`, { width: 480, height: 1100 });
    await page.goto(link);
    await loaded(page, `seat ${i + 1}`);
    pages.push(page);
  }
  const board = await pages[0].getByTestId('board').textContent();
  if (!/Cinderwyrm/.test(board)) throw new Error(`the generic board does not show the boss: ${board.slice(0, 200)}`);
  // The boss's HP bar on each device, and what each is asked: Bulwark, in position 1, decides for
  // the team in the first Assist window; Emberlance's device waits for it.
  for (const [i, page] of pages.entries()) {
    const [left, total] = await bossHp(page);
    if (left !== 120 || total !== 120) throw new Error(`seat ${i + 1} shows the boss at ${left} / ${total} HP, not 120 / 120`);
  }
  const asked = [
    'The round begins: use an Assist, or continue.',
    'The round begins: waiting for Bulwark to use an Assist, or continue.',
  ];
  for (const [i, page] of pages.entries()) {
    const prompt = await page.getByTestId('prompt').textContent();
    if (prompt !== asked[i]) throw new Error(`seat ${i + 1} is asked "${prompt}", not "${asked[i]}"`);
  }

  const used = { booster: 0, assist: 0, reported: 0, rolled: 0 };
  const deadline = Date.now() + 240_000;
  let moves = 0;
  let seenRoll = false;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`the game did not end in 240 s (${moves} moves)`);
    const states = await Promise.all(pages.map(tableState));
    if (states.every((s) => s.over)) break;
    const k = states.findIndex((s) => s.yourTurn && !s.pending && !s.over);
    if (k < 0) {
      await sleep(40);
      continue;
    }
    const page = pages[k];
    const choices = await offered(page);
    if (!choices.length) throw new Error(`seat ${k + 1} is to move with no action on its screen`);
    const find = (re) => choices.find((c) => re.test(c.label));
    // The seat to move is asked in a sentence of its own, not told it waits.
    const prompt = await page.getByTestId('prompt').textContent();
    if (!/^[A-Z].*\.$/.test(prompt) || /waiting for/i.test(prompt)) throw new Error(`seat ${k + 1} is to move but is asked "${prompt}"`);
    let choice;
    if (find(/^Die \d+ of \d+/) || find(/^Re-rolled/)) {
      if (k !== 1) throw new Error(`seat ${k + 1} rolls in the app but is asked for faces`);
      if (!/at the table and report/.test(prompt)) throw new Error(`seat 2 reports a die but is asked "${prompt}"`);
      choice = find(/shows 5$/);
      used.reported++;
    } else if (used.booster === 0 && find(/^Booster/)) {
      choice = find(/^Booster/);
      used.booster++;
    } else if (used.assist === 0 && find(/Assist .*:/)) {
      choice = find(/Assist .*:/);
      used.assist++;
    } else {
      choice = find(/→/) || find(/^Finish/) || find(/^Continue/) || choices[0];
      if (k === 0 && /→/.test(choice.label)) used.rolled++;
    }
    await take(page, choice);
    const done = await until(async () => {
      const now = await tableState(page);
      if (now.error) throw new Error(`seat ${k + 1}, ${choice.label}: ${now.error}`);
      return now.actions > states[k].actions ? now : null;
    }, 5000, `seat ${k + 1}'s "${choice.label}" to be taken`);
    // The other device hears of it within a second.
    const other = pages[1 - k];
    await until(async () => (await tableState(other)).actions >= done.actions, 1000, `seat ${2 - k} to see the move`);
    moves++;
    if (k === 1 && !seenRoll) seenRoll = done.log.some((l) => /^Emberlance rolls \[5/.test(l));
  }

  const end = await tableState(pages[0]);
  if (!end.outcome || !/You win|You lose|draw/i.test(end.outcome)) throw new Error(`no outcome shown: ${end.outcome}`);
  const [left] = await bossHp(pages[0]);
  if (!(left < 120)) throw new Error(`the boss's HP bar still shows ${left} after a whole game`);
  const told = await pages[0].getByTestId('prompt').textContent();
  if (!/Victory|Defeat|Stopped/.test(told)) throw new Error(`the finished table's prompt is "${told}", not how it ended`);
  if (!used.reported) throw new Error('seat 2 never reported a die');
  if (!used.booster || !used.assist) throw new Error(`a Booster (${used.booster}) and an Assist (${used.assist}) were to be used from the screen`);
  if (!seenRoll) throw new Error('the log never showed seat 2\'s reported roll (Emberlance rolls [5, …])');
  if (!(await href(pages[1], 'replay'))) throw new Error('no replay link on the finished table');
  t.log(`outcome: ${end.outcome}; ${moves} moves by the two devices, ${used.reported} faces reported, ${used.rolled} dice assigned by seat 1`);
  for (const [i, page] of pages.entries()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.screenshot(page, `raid-boss-seat${i + 1}.png`);
  }
});
