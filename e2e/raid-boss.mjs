// A whole Raid Boss game on its own screen, with two devices:
//   node e2e/raid-boss.mjs http://127.0.0.1:PORT OUTDIR
// The table is made on Raid Boss's form (each position's hero, player and dice) and played on its
// screen: the boss with its card in play, the heroes with HP and their abilities' text, the roll
// as dice. Seat 1 rolls in the app (a phone) and assigns by tapping a die and then "Put" on an
// ability; seat 2 rolls real dice and reports each face by tapping it; seats 3 and 4 are AI. One
// Booster and one Assist are used from the screen, "Finish assigning" asks before it gives dice
// up, and every change shows on the other device.
import { run, tableState, until, loaded, href, sleep, chooseFormat } from './lib.mjs';

/** The boss's HP bar: [left, total]. */
async function bossHp(page) {
  const bar = page.getByTestId('boss-hp');
  return [Number(await bar.getAttribute('data-left')), Number(await bar.getAttribute('data-total'))];
}

/** The first enabled button matching `selector`, or null. */
async function button(page, selector) {
  const found = page.locator(selector + ':not([disabled])');
  return (await found.count()) ? found.first() : null;
}

/** The dice drawn in the tray: each die's face and how many pips it shows. */
async function drawnDice(page) {
  return page.$$eval('[data-testid="dice"] .die', (dice) => dice.map((d) => ({
    face: Number(d.dataset.face), pips: d.querySelectorAll('.pip.on').length,
  })));
}

/** Nothing sticks out sideways at the page's width. */
async function fits(page, what) {
  const [wide, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (wide > width) throw new Error(`${what}: the page is ${wide} px wide on a ${width} px screen`);
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
  const sizes = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
  for (const [i, link] of links.entries()) {
    const page = await t.page(`seat${i + 1}`, sizes[i]);
    await page.goto(link);
    await loaded(page, `seat ${i + 1}`);
    pages.push(page);
  }
  // The boss and its HP, and each hero with HP and its abilities' text, on each device.
  for (const [i, page] of pages.entries()) {
    if ((await page.getByTestId('boss-name').textContent()) !== 'Cinderwyrm') throw new Error(`seat ${i + 1} does not show the boss by name`);
    const [left, total] = await bossHp(page);
    if (left !== 120 || total !== 120) throw new Error(`seat ${i + 1} shows the boss at ${left} / ${total} HP, not 120 / 120`);
    const bulwark = await page.getByTestId('hero-1').textContent();
    for (const words of ['Bulwark', 'HP', 'Brace', 'Give the active hero 3 Shields.', 'Interpose', 'Stalwart']) {
      if (!bulwark.includes(words)) throw new Error(`seat ${i + 1}'s Bulwark card lacks "${words}": ${bulwark.slice(0, 300)}`);
    }
    if ((await page.locator('[data-testid^="hero-hp-"]').count()) !== 4) throw new Error(`seat ${i + 1} does not show four heroes' HP`);
  }
  // Bulwark, in position 1, decides for the team in the first Assist window; Emberlance's device
  // waits for it.
  const asked = [
    'The round begins: use an Assist, or continue.',
    'The round begins: waiting for Bulwark to use an Assist, or continue.',
  ];
  for (const [i, page] of pages.entries()) {
    const prompt = await page.getByTestId('prompt').textContent();
    if (prompt !== asked[i]) throw new Error(`seat ${i + 1} is asked "${prompt}", not "${asked[i]}"`);
  }

  const used = { booster: 0, assist: 0, reported: 0, rolled: 0, chose: 0, kept: 0, confirmed: 0 };
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
    // The seat to move is asked in a sentence of its own, not told it waits.
    const prompt = await page.getByTestId('prompt').textContent();
    if (!/^[A-Z].*\.$/.test(prompt) || /waiting for/i.test(prompt)) throw new Error(`seat ${k + 1} is to move but is asked "${prompt}"`);
    let tap = null;
    let what = '';
    const faces = await button(page, '[data-testid="report-faces"] button[title$="shows 5"]');
    const put = await button(page, '[data-kind="assign"]');
    if (put) {
      // The roll is drawn as dice with their pips, and "Finish" is not the panel's first button.
      const dice = await drawnDice(page);
      if (!dice.length || dice.some((d) => d.face < 1 || d.face > 6 || d.pips !== d.face)) throw new Error(`the dice are not drawn with their pips: ${JSON.stringify(dice)}`);
      const first = await page.locator('[data-testid="turn"] button').first().textContent();
      if (/Finish/.test(first)) throw new Error(`the turn panel's first button is "${first}"`);
    }
    if (faces) {
      if (k !== 1) throw new Error(`seat ${k + 1} rolls in the app but is asked for faces`);
      if (!/at the table and report/.test(prompt)) throw new Error(`seat 2 reports a die but is asked "${prompt}"`);
      [tap, what] = [faces, 'a die face 5'];
      used.reported++;
    } else if (used.booster === 0 && await button(page, '[data-kind="booster"]')) {
      [tap, what] = [await button(page, '[data-kind="booster"]'), 'a Booster'];
      used.booster++;
    } else if (used.assist === 0 && await button(page, '[data-kind="assist"]')) {
      [tap, what] = [await button(page, '[data-kind="assist"]'), 'an Assist'];
      used.assist++;
    } else if (used.rolled && !used.confirmed && await button(page, '[data-testid="finish-assigning"]')) {
      // Once a die is put, finish with dice still usable: it asks first, saying what is given up;
      // "Keep assigning" keeps them.
      await (await button(page, '[data-testid="finish-assigning"]')).click();
      const ask = await page.getByTestId('finish-confirm').textContent();
      if (!/^Finish now\? .*(unused|lost)/.test(ask)) throw new Error(`finishing asks "${ask}"`);
      if (used.kept === 0) {
        await page.getByTestId('finish-keep').click();
        if (await page.getByTestId('finish-confirm').count()) throw new Error('"Keep assigning" did not close the question');
        if ((await tableState(page)).actions !== states[k].actions) throw new Error('"Keep assigning" took an action');
        used.kept++;
        continue;
      }
      [tap, what] = [page.locator('[data-kind="finish"]'), 'Yes, finish'];
      used.confirmed++;
    } else if (put) {
      // Once, choose another die than the one chosen for you before putting it.
      const other = used.chose === 0 && await button(page, '[data-testid^="die-"][aria-pressed="false"]');
      if (other) {
        const die = page.getByTestId(await other.getAttribute('data-testid'));
        await die.click();
        await until(async () => (await page.locator('[data-testid^="die-"][aria-pressed="true"]').count()) === 1
          && (await die.getAttribute('aria-pressed')) === 'true', 2000, 'the tapped die to be chosen');
        const name = 'Die #' + (await die.getAttribute('data-testid')).slice(4) + ' ';
        const title = await page.locator('[data-kind="assign"]').first().getAttribute('title');
        if (!title.startsWith(name)) throw new Error(`the chosen die is ${name}but "Put" says "${title}"`);
        used.chose++;
      }
      [tap, what] = [await button(page, '[data-kind="assign"]'), 'Put a die on an ability'];
      if (k === 0) used.rolled++;
    } else {
      tap = await button(page, '[data-kind="finish"], [data-kind="choose"], [data-kind="award"], [data-kind="revive"], [data-testid="actions"] button');
      what = tap && await tap.textContent();
    }
    if (!tap) throw new Error(`seat ${k + 1} is to move with nothing to tap on its screen`);
    await tap.click();
    const done = await until(async () => {
      const now = await tableState(page);
      if (now.error) throw new Error(`seat ${k + 1}, ${what}: ${now.error}`);
      return now.actions > states[k].actions ? now : null;
    }, 5000, `seat ${k + 1}'s "${what}" to be taken`);
    // The other device hears of it within a second.
    const other = pages[1 - k];
    await until(async () => (await tableState(other)).actions >= done.actions, 1000, `seat ${2 - k} to see the move`);
    moves++;
    if (k === 1 && !seenRoll) seenRoll = done.log.some((l) => /^Emberlance rolls \[5/.test(l));
    if (moves % 10 === 0) await fits(pages[0], 'seat 1 on a phone');
  }

  const end = await tableState(pages[0]);
  if (!end.outcome || !/You win|You lose|draw/i.test(end.outcome)) throw new Error(`no outcome shown: ${end.outcome}`);
  const [left] = await bossHp(pages[0]);
  if (!(left < 120)) throw new Error(`the boss's HP bar still shows ${left} after a whole game`);
  const told = await pages[0].getByTestId('prompt').textContent();
  if (!/Victory|Defeat|Stopped/.test(told)) throw new Error(`the finished table's prompt is "${told}", not how it ended`);
  if (!used.reported) throw new Error('seat 2 never reported a die');
  if (!used.booster || !used.assist) throw new Error(`a Booster (${used.booster}) and an Assist (${used.assist}) were to be used from the screen`);
  if (!used.chose || !used.rolled) throw new Error(`seat 1 was to choose a die (${used.chose}) and put dice on abilities (${used.rolled})`);
  if (!used.kept || !used.confirmed) throw new Error(`finishing with dice unused was to be asked, kept once (${used.kept}) and confirmed (${used.confirmed})`);
  if (!seenRoll) throw new Error('the log never showed seat 2\'s reported roll (Emberlance rolls [5, …])');
  if (!(await href(pages[1], 'replay'))) throw new Error('no replay link on the finished table');
  await fits(pages[0], 'seat 1 on a phone, the game over');
  t.log(`outcome: ${end.outcome}; ${moves} moves by the two devices, ${used.reported} faces reported, ${used.rolled} dice put by seat 1, finishing asked and confirmed ${used.confirmed} times`);
  for (const [i, page] of pages.entries()) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.screenshot(page, `raid-boss-seat${i + 1}.png`);
  }
});
