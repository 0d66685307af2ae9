// A whole Raid Battle through the browser app, two devices at one table:
//   node e2e/raid.mjs http://127.0.0.1:PORT OUTDIR
// The table is made in the app (seat 1 a person in the app, seat 2 a person with physical cards,
// seats 3 and 4 AI). Device A plays seat 1 with its action buttons, device B plays seat 2 with
// the report form and the coin buttons; each sees the other's move within a second. The table
// is made with casual undo, which every device shows, and undo is used once; the creator hands
// seat 2 to AI and takes it back. Ends with screenshots of the finished table from both devices.
import { run, tableState, until, loaded, href, sleep, chooseFormat } from './lib.mjs';

const PROPAGATION_MS = 1000;

run('raid', 240_000, async (t) => {
  const phone = { width: 412, height: 915 };
  const desk = { width: 1280, height: 900 };
  const a = await t.page('seat1', phone);

  // --- The home page: a team, a refusal, a Pokémon by hand, who plays what.
  await a.goto(t.url + '/');
  await chooseFormat(a, 'raid-battle');
  await a.getByTestId('boss').selectOption('voltfang');
  await a.getByTestId('team-preset').selectOption('Stage 1 squad');
  const preview = a.getByTestId('preview');
  await until(async () => /Level 1/.test(await preview.textContent()), 5000, 'the level preview of the preset team');
  // Too weak a team is refused with the rule (RB-12), live.
  await a.getByTestId('slot-1-active').fill('Pichu');
  await a.getByTestId('slot-2-active').fill('Pichu');
  await until(async () => /RB-12/.test(await preview.textContent()), 5000, 'the RB-12 refusal in the preview');
  t.log('preview refuses:', (await preview.textContent()).trim());
  await a.getByTestId('slot-1-active').fill('Raichu');
  await a.getByTestId('slot-2-active').fill('Gyarados');
  // Seat 4's Benched Pokémon entered by hand.
  await a.getByTestId('slot-4-bench').fill('Ember Pup');
  await a.getByTestId('slot-4-bench-manual').check();
  await a.getByTestId('slot-4-bench-hp').fill('60');
  await a.getByTestId('slot-4-bench-attack-1-name').fill('Ember Bite');
  await a.getByTestId('slot-4-bench-attack-1-damage').fill('30');
  await until(async () => /Level 1 — team power 370/.test(await preview.textContent()), 5000, 'the preview with the Pokémon entered by hand');
  await a.getByTestId('seat-2-mode').selectOption('physical');
  await a.getByTestId('seat-3-player').selectOption('greedy');
  await a.getByTestId('seat-4-player').selectOption('greedy');
  // Undo is used after an attack, whose coins and the boss card after it come again the same.
  await a.getByTestId('casual-undo').check();
  await a.getByTestId('create-raid').click();
  await a.getByTestId('created').waitFor();
  const seat1 = await href(a, 'link-seat-1');
  const seat2 = await href(a, 'link-seat-2');
  const spectator = await href(a, 'link-spectator');
  const manageUrl = await href(a, 'link-creator');
  for (const [label, link] of [['seat 1', seat1], ['seat 2', seat2], ['creator', manageUrl]]) {
    if (!/\/t\/[^/?]+\?token=[0-9a-f]+$/.test(link)) throw new Error(`${label} link looks wrong: ${link}`);
  }
  if (!/\/t\/[^/?]+$/.test(spectator)) throw new Error(`spectator link looks wrong: ${spectator}`);
  const seatNames = await a.locator('[data-testid$="-row"] strong').allTextContents();
  t.log('table made:', seatNames.join(' | '));
  if (!seatNames.some((n) => n.includes('Ember Pup'))) throw new Error(`seat 4 does not name Ember Pup: ${seatNames}`);

  // --- Two devices, and the creator's page.
  await a.goto(seat1);
  const b = await t.page('seat2', desk);
  await b.goto(seat2);
  const c = await t.page('manage', desk);
  await c.goto(manageUrl);
  await loaded(a, 'device A');
  await loaded(b, 'device B');
  await loaded(c, 'the creator');
  // Every device is shown that the table was made with casual undo.
  for (const [page, who] of [[a, 'device A'], [b, 'device B'], [c, 'the creator']]) {
    await page.getByTestId('casual-undo-badge').waitFor({ timeout: 2000 }).catch(() => {
      throw new Error(`${who} does not show that the table has casual undo`);
    });
  }

  // The creator hands seat 2 to AI and takes it back (seat 1 is to move: the AI waits).
  await c.getByTestId('give-ai-2').click();
  await b.getByTestId('ai-badge-2').waitFor({ timeout: PROPAGATION_MS });
  await c.getByTestId('take-back-2').click();
  await b.getByTestId('ai-badge-2').waitFor({ state: 'detached', timeout: PROPAGATION_MS });
  t.log('creator gave seat 2 to AI and took it back; device B saw both');

  const counts = { a: 0, b: 0, reports: 0, flips: 0, retreats: 0, undone: false, gxReported: false };
  let worstLatency = 0;

  /** Clicks `testid` on `page` and waits for the table to take it; checks `other` sees it. */
  async function act(page, other, testid, who) {
    const before = await tableState(page);
    const label = (await page.getByTestId(testid).textContent()).trim();
    await page.getByTestId(testid).click();
    const after = await until(async () => {
      const s = await tableState(page);
      if (s.error) throw new Error(`${who} tapped "${label}" and got: ${s.error}`);
      return s.actions > before.actions && !s.pending ? s : null;
    }, 5000, `${who}'s action "${label}" to be taken`);
    const line = after.log[after.log.length - 1];
    const start = Date.now();
    await until(async () => {
      const s = await tableState(other);
      return s.actions >= after.actions && s.log.includes(line) ? s : null;
    }, PROPAGATION_MS, `the other device to show "${line}" after ${who}'s "${label}"`);
    worstLatency = Math.max(worstLatency, Date.now() - start);
    return { label, after };
  }

  async function buttons(page) {
    return page.$$eval('[data-testid^="legal-"]', (els) => els.map((e) => ({
      testid: e.dataset.testid, kind: e.dataset.kind, label: e.textContent, disabled: e.disabled,
    })));
  }

  const damageOf = (label) => {
    const m = label.match(/\((\d+)/);
    return m ? Number(m[1]) : 0;
  };

  async function playA() {
    const legal = await buttons(a);
    if (!legal.length) throw new Error('seat 1 to move but no action buttons');
    const kinds = new Set(legal.map((l) => l.kind));
    let pick;
    if (kinds.has('stay')) pick = legal.find((l) => l.kind === 'stay');
    else if (kinds.has('attack')) {
      pick = legal.filter((l) => l.kind === 'attack').sort((x, y) => damageOf(y.label) - damageOf(x.label))[0];
    } else pick = legal[0];
    const { label, after } = await act(a, b, pick.testid, 'seat 1');
    counts.a++;
    t.log(`seat 1: ${label}`);
    if (pick.kind === 'attack' && !counts.undone && !after.over) await tryUndo(after, label);
  }

  /** Seat 1 takes its attack back: the table is as before it on both devices. */
  async function tryUndo(after, label) {
    const undoButton = a.getByTestId('undo');
    await undoButton.waitFor({ timeout: 2000 });
    const attackLine = after.log.find((l) => l.startsWith('Seat 1 ') && l.includes(' uses '));
    await undoButton.click();
    const back = await until(async () => {
      const s = await tableState(a);
      if (s.error) throw new Error(`undo refused: ${s.error}`);
      return s.actions < after.actions && s.yourTurn ? s : null;
    }, 5000, 'the undo to give seat 1 its attack back');
    await until(async () => {
      const s = await tableState(b);
      return s.actions === back.actions && s.toMove === 0 ? s : null;
    }, PROPAGATION_MS, 'device B to see the undo');
    const times = (log) => log.filter((l) => l === attackLine).length;
    if (!attackLine || times(back.log) >= times(after.log)) {
      throw new Error(`after the undo the log still shows the attack: ${attackLine}`);
    }
    counts.undone = true;
    t.log(`seat 1 undid "${label}" (actions ${after.actions} → ${back.actions}); device B saw it`);
  }

  async function playB() {
    const legal = await buttons(b);
    const hasReport = (await b.getByTestId('report-send').count()) > 0;
    const kinds = new Set(legal.map((l) => l.kind));
    if (kinds.has('retreat') || kinds.has('stay')) {
      const retreat = counts.retreats === 0 && counts.b >= 4 && kinds.has('retreat');
      const pick = legal.find((l) => l.kind === (retreat ? 'retreat' : 'stay')) || legal[0];
      if (retreat) counts.retreats++;
      const { label } = await act(b, a, pick.testid, 'seat 2');
      counts.b++;
      t.log(`seat 2: ${label}`);
      return;
    }
    const flips = legal.filter((l) => l.kind === 'flips');
    const useFlips = flips.length && (counts.reports > counts.flips || !hasReport);
    if (hasReport && !useFlips) {
      // The damage as played with the cards at the table, in steps of 10.
      const damage = 60 + 10 * (counts.reports % 5);
      await b.getByTestId('report-damage').fill('');
      await b.getByTestId('report-damage').fill(String(damage - 10));
      await b.getByTestId('report-plus').click();
      const shown = await b.getByTestId('report-damage').inputValue();
      if (Number(shown) !== damage) throw new Error(`the +10 button shows ${shown}, not ${damage}`);
      const gx = !counts.gxReported && (await b.getByTestId('report-gx').count()) > 0;
      if (gx) await b.getByTestId('report-gx').check();
      const { after } = await act(b, a, 'report-send', 'seat 2');
      counts.reports++;
      counts.b++;
      t.log(`seat 2: reported ${damage} damage${gx ? ' (a GX attack)' : ''}: ${after.log.slice(-3).join(' / ')}`);
      if (gx) {
        counts.gxReported = true;
        await a.getByTestId('gx-used-2').waitFor({ timeout: PROPAGATION_MS });
      }
      return;
    }
    const pick = useFlips ? flips[flips.length - 1] : legal[0];
    if (!pick) throw new Error('seat 2 to move but nothing to tap');
    const { label } = await act(b, a, pick.testid, 'seat 2');
    if (pick.kind === 'flips') counts.flips++;
    counts.b++;
    t.log(`seat 2: ${label}`);
  }

  // --- The game, to its end.
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the game did not end in 200 s');
    const sa = await tableState(a);
    const sb = await tableState(b);
    if (sa.over) break;
    if (sa.yourTurn && !sa.pending) await playA();
    else if (sb.yourTurn && !sb.pending) await playB();
    else await sleep(60);
  }
  const endA = await tableState(a);
  const endB = await until(async () => {
    const s = await tableState(b);
    return s.over ? s : null;
  }, PROPAGATION_MS, 'device B to show the outcome');
  if (!endA.outcome || endA.outcome !== endB.outcome) {
    throw new Error(`the outcomes differ: A "${endA.outcome}", B "${endB.outcome}"`);
  }
  if (!counts.undone) throw new Error('the game ended before seat 1 could undo an attack');
  if (counts.reports === 0) throw new Error('seat 2 never used the report form');
  t.log(`outcome: ${endA.outcome}`);
  t.log(`seat 1 acted ${counts.a} times, seat 2 ${counts.b} times (${counts.reports} reports, ${counts.flips} coin taps); worst propagation ${worstLatency} ms`);

  // The replay of the finished table.
  const replayHref = await href(a, 'replay');
  const res = await a.request.get(new URL(replayHref, t.url).toString());
  if (!res.ok()) throw new Error(`replay download: HTTP ${res.status()}`);
  const replay = await res.json();
  if (!Array.isArray(replay.actions) || replay.actions.length !== endA.actions) {
    throw new Error(`the replay has ${replay.actions && replay.actions.length} actions, the table ${endA.actions}`);
  }
  const endC = await until(async () => {
    const s = await tableState(c);
    return s.over ? s : null;
  }, PROPAGATION_MS, 'the creator to show the outcome');
  if (endC.outcome !== endA.outcome) throw new Error('the creator sees another outcome');

  await a.getByTestId('outcome').scrollIntoViewIfNeeded();
  await t.screenshot(a, 'raid-seat1.png');
  await t.screenshot(b, 'raid-seat2.png');
  await t.screenshot(c, 'raid-manage.png');
});
