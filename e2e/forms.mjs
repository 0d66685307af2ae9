// The make-a-table forms as people see them on a phone (390×844): every format's tab can be
// reached and its form fits with no sideways scroll; decks, bosses and AI players are offered in
// words (a deck by name and kind, found with a search; an AI by strength), never by internal id
// or policy spec, and no label names a rule id. Raid Format's form says how hard the set-up
// chosen measured. A decklist pasted at a Team Battle seat (the project's Charizard ex list, as
// TCG-20 text) is shown as the server reads it, 60 cards by name and count, before the table is
// made, and a card of it is read on a tap; a misspelt card is refused naming its line and the
// closest names.
import { readFileSync } from 'node:fs';
import { chooseFormat, run } from './lib.mjs';

const PHONE = { width: 390, height: 844 };
/** What an engineer reads and a player should not: rule ids, theme deck ids, policy specs. */
const INTERNAL = /\b(?:TCG|RB|RF|TB|BG|RX)-\d|\bd-[a-z]+\d*-\d\b|ismcts|greedy|random\b|iters=/;

/**
 * Pastes `text` in the decklist box `testid` (opening it) and waits for the server's reading:
 * {ok, text, total (the cards counted by line), lines}. Fails unless an accepted list counts 60.
 */
async function pasteDeck(page, testid, text) {
  const box = page.getByTestId(testid);
  if (!(await box.isVisible())) await box.locator('xpath=..').locator('summary').click();
  const before = await page.getByTestId(testid + '-read').textContent();
  await box.fill(text);
  const read = page.getByTestId(testid + '-read');
  await page.waitForFunction(([id, was]) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el && el.textContent && el.textContent !== was;
  }, [testid + '-read', before], { timeout: 10_000 });
  const seen = await read.evaluate((el) => ({
    ok: el.classList.contains('ok'),
    text: el.textContent,
    total: [...el.querySelectorAll('.deck-line')].reduce((n, e) => n + Number(e.dataset.count), 0),
    lines: el.querySelectorAll('.deck-line').length,
  }));
  if (seen.ok && (seen.total !== 60 || !seen.text.includes('60 cards'))) throw new Error(`a pasted list read as ${JSON.stringify(seen)}`);
  return seen;
}

run('forms', 120_000, async (t) => {
  const page = await t.page('phone', PHONE);
  await page.goto(t.url + '/');
  // The first page of a new server waits for the forms' options: seconds in a debug build.
  await page.locator('[role="tab"]').first().waitFor({ timeout: 60_000 });
  const formats = await page.locator('[data-testid^="format-"][role="tab"]').evaluateAll(
    (tabs) => tabs.map((tab) => tab.dataset.testid.slice('format-'.length)));
  // A tab for every format the server offers.
  const offered = (await (await fetch(t.url + '/api/options')).json()).formats.map((o) => o.format);
  if (formats.join() !== offered.join()) throw new Error(`format tabs ${formats}, offered ${offered}`);
  for (const format of formats) {
    await chooseFormat(page, format);
    const seen = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      words: [...document.querySelectorAll('label, legend, option, button, strong')].map((e) => e.textContent.trim()),
    }));
    if (seen.scroll > PHONE.width) throw new Error(`${format}: the page is ${seen.scroll} px wide on a 390 px phone`);
    const internal = seen.words.filter((w) => INTERNAL.test(w));
    if (internal.length) throw new Error(`${format}: words for engineers: ${JSON.stringify(internal.slice(0, 5))}`);
    await t.screenshot(page, `forms-${format}.png`);
  }

  // Team Battle's decks: by name and kind, and a search narrows them.
  await chooseFormat(page, 'team-battle');
  const deck = page.getByTestId('seat-1-deck');
  const shownBefore = await deck.locator('option:not([hidden])').count();
  await page.getByTestId('seat-1-deck-search').fill('grimmsnarl');
  const left = await deck.locator('option:not([hidden])').allTextContents();
  if (!left.includes("Marnie's Grimmsnarl ex — Standard tournament deck") || left.length > 3 || shownBefore < 20) {
    throw new Error(`the search for grimmsnarl left ${JSON.stringify(left)} of ${shownBefore}`);
  }
  await deck.selectOption('marnies-grimmsnarl-ex');
  const pasted = await pasteDeck(page, 'seat-2-paste', readFileSync(new URL('../data/tcg/meta/charizard-ex.txt', import.meta.url), 'utf8'));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  if (wide > PHONE.width) throw new Error(`with a decklist pasted, the page is ${wide} px wide`);
  // A card of the list read is read on a tap, before the table is made.
  const first = page.locator('[data-testid="seat-2-paste-read"] .card-tile').first();
  const tapped = (await first.textContent()).trim();
  await first.click();
  const read = await page.getByTestId('card-name').textContent();
  if (!tapped.startsWith(read)) throw new Error(`a tap on "${tapped}" in the pasted list read "${read}"`);
  await page.getByTestId('card-close').click();
  const misspelt = await pasteDeck(page, 'seat-2-paste', 'Pokémon: 4\n4 Charizard exx\n');
  if (!/Charizard exx/.test(misspelt.text) || !/:2:/.test(misspelt.text) || !/closest/.test(misspelt.text)) {
    throw new Error(`a misspelt card is refused as: ${misspelt.text}`);
  }
  const players = await page.getByTestId('seat-1-player').locator('option').allTextContents();
  for (const strength of ['AI, easy', 'AI, normal', 'AI, strong']) {
    if (!players.includes(strength)) throw new Error(`seat 1 may be played by ${JSON.stringify(players)}`);
  }
  // Raid Format says how hard the set-up chosen measured, and follows the choice.
  await chooseFormat(page, 'raid-format');
  const hard = async () => page.getByTestId('difficulty').textContent();
  const gyarados = await hard();
  if (!gyarados.startsWith('How hard: almost unwinnable') || !gyarados.includes('3 players at ×10')) {
    throw new Error(`Gyarados VMAX, 3 players, ×10: ${gyarados}`);
  }
  await page.getByTestId('boss').selectOption('charizard-gx');
  await page.getByTestId('seat-count').selectOption('2');
  const charizard = await hard();
  if (!charizard.startsWith('How hard: a fair fight') || !charizard.includes('64% of 400 games with altplay decks')) {
    throw new Error(`Charizard-GX, 2 players, ×10: ${charizard}`);
  }
  await page.getByTestId('seat-count').selectOption('5');
  const five = await hard();
  if (!five.includes('not measured with 5 players')) throw new Error(`5 players: ${five}`);

  t.log(`${formats.length} forms fit a phone; Team Battle offers ${shownBefore} decks, AI ${players.slice(1).join(' / ')}; a pasted list read as ${pasted.lines} lines of ${pasted.total} cards`);
});
