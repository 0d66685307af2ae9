// The make-a-table forms as people see them on a phone (390×844): every format's tab can be
// reached and its form fits with no sideways scroll; decks, bosses and AI players are offered in
// words (a deck by name and kind, found with a search; an AI by strength), never by internal id
// or policy spec, and no label names a rule id. Raid Format's form says how hard the set-up
// chosen measured.
import { chooseFormat, run } from './lib.mjs';

const PHONE = { width: 390, height: 844 };
/** What an engineer reads and a player should not: rule ids, theme deck ids, policy specs. */
const INTERNAL = /\b(?:TCG|RB|RF|TB|BG|RX)-\d|\bd-[a-z]+\d*-\d\b|ismcts|greedy|random\b|iters=/;

run('forms', 120_000, async (t) => {
  const page = await t.page('phone', PHONE);
  await page.goto(t.url + '/');
  // The first page of a new server waits for the forms' options: seconds in a debug build.
  await page.locator('[role="tab"]').first().waitFor({ timeout: 60_000 });
  const formats = await page.locator('[data-testid^="format-"][role="tab"]').evaluateAll(
    (tabs) => tabs.map((tab) => tab.dataset.testid.slice('format-'.length)));
  if (formats.length !== 6) throw new Error(`${formats.length} format tabs: ${formats}`);
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

  t.log(`6 forms fit a phone; Team Battle offers ${shownBefore} decks, AI ${players.slice(1).join(' / ')}`);
});
