// Every format's table screen on a phone (390×844), through a game: a table of each format the
// server offers is made with its default set-up (seat 1 a person, every other seat the random AI),
// seat 1's page is opened, and seat 1 plays up to 16 of its actions, picked at random from a
// fixed seed and sent through the API. After each one the page (every <details> opened: piles,
// deck lists, card texts) must fit the phone with no sideways scroll.
//   node e2e/phone.mjs http://127.0.0.1:PORT OUTDIR
import { loaded, run, tableState, until } from './lib.mjs';

const PHONE = { width: 390, height: 844 };
const ACTIONS = 16;

/** A small seeded generator (mulberry32), so a failure comes again the same. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The JSON answer of a request to the server, failing on any refusal. */
async function api(url, method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const r = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await r.json();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(data)}`);
  return data;
}

/** Opens every closed <details> of the page, then fails if the page is wider than the phone. */
async function fits(page, what) {
  const wide = await page.evaluate(() => {
    document.querySelectorAll('details:not([open])').forEach((d) => { d.open = true; });
    return document.documentElement.scrollWidth;
  });
  if (wide > PHONE.width) throw new Error(`${what}: the page is ${wide} px wide on a ${PHONE.width} px phone`);
}

run('phone', 240_000, async (t) => {
  const { formats } = await api(t.url, 'GET', '/api/options');
  const random = seeded(30);
  for (const offer of formats) {
    const name = offer.format;
    const table = await api(t.url, 'POST', '/api/tables', {
      format: name, ...offer.default, ai: [null, ...Array(offer.seats - 1).fill('random')],
    });
    const token = table.seat_tokens[0];
    const page = await t.page(name, PHONE);
    await page.goto(`${t.url}/t/${encodeURIComponent(table.table)}?token=${encodeURIComponent(token)}`);
    await loaded(page, name);
    await fits(page, `${name} at the start`);
    let played = 0;
    const deadline = Date.now() + 30_000;
    while (played < ACTIONS && Date.now() < deadline) {
      const snap = await api(t.url, 'GET', '/api/tables/' + table.table, undefined, token);
      if (snap.over) break;
      const legal = snap.your_turn ? snap.legal || [] : [];
      if (!legal.length) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const pick = legal[Math.floor(random() * legal.length)];
      let done;
      try {
        done = await api(t.url, 'POST', `/api/tables/${table.table}/actions`, { action: pick.action }, token);
      } catch (e) {
        // An AI seat may have moved since the snapshot (Raid Format's shared turn): a refusal
        // then is the rules', not the page's; read the table again. Otherwise it is a fault.
        const now = await api(t.url, 'GET', '/api/tables/' + table.table, undefined, token);
        if (now.version !== snap.version) continue;
        throw e;
      }
      await until(async () => (await tableState(page)).version >= done.version, 5000, `${name}'s page to show "${pick.label}"`);
      played++;
      await fits(page, `${name} after "${pick.label}"`);
    }
    if (!played) throw new Error(`${name}: seat 1 was never asked to act`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.screenshot(page, `phone-${name}.png`);
    t.log(`${name}: ${played} actions by seat 1, the page within ${PHONE.width} px throughout`);
  }
});
