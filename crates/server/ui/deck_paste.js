// A deck pasted as a decklist (TCG-20: as PTCG Live exports it, as Limitless shows it), for the
// forms of the formats on the normal game's engine (tcg, Team Battle): a box under a seat's deck
// choice. What is pasted stands in for the chosen deck, and the form shows the decks as the
// server reads them before the table is made (POST /api/preview: each card with its count), or
// why it refuses them, naming the line; a card of the list is read on a tap. Emptying the box
// goes back to the chosen deck.

import { api } from './api.js';
import { cardTile, readCardsOf } from './card_details.js';
import { debounce, h } from './dom.js';

/** The latest preview asked for, so that only its answer is shown. */
const asked = { seq: 0 };

/** What the form shows of the decks: each pasted deck under its box, or the refusal. */
const showPreview = debounce(async (request, pasted) => {
  const seq = ++asked.seq;
  const asking = request();
  const r = await api('POST', '/api/preview', asking);
  if (seq !== asked.seq) return;
  // A card of the list is read on a tap, as at the table.
  readCardsOf(asking.format);
  for (const [i, box] of pasted) {
    const shown = document.querySelector(`[data-testid="${box}-read"]`);
    if (!shown) continue;
    if (!r.ok) {
      shown.className = 'deck-read refused';
      shown.replaceChildren(h('strong', null, 'Cannot make the table: '), r.error);
      continue;
    }
    const deck = r.data.decks[i];
    shown.className = 'deck-read ok';
    shown.dataset.cards = String(deck.cards);
    shown.replaceChildren(
      h('strong', null, deck.name + ' — ' + deck.cards + ' cards'),
      h('div', null, deck.lines.map((l) => h('span', { class: 'deck-line', data: { count: String(l.count) } },
        l.count + ' × ', cardTile(l)))));
  }
}, 300);

/**
 * A box to paste deck `i` of `decks` (the form's list of deck choices) as a decklist; `request()`
 * is the whole table request, which the preview reads; `testidOf(k)` names deck k's box (and
 * `-read` after it, its read-out).
 */
export function pasteBox(decks, i, request, testidOf) {
  const testid = testidOf(i);
  const chosen = { value: decks[i] };
  const pastedNow = () => decks
    .map((d, k) => [k, d])
    .filter(([, d]) => d && typeof d === 'object' && 'text' in d)
    .map(([k]) => [k, testidOf(k)]);
  const area = h('textarea', {
    rows: 6, testid, placeholder: 'Pokémon: 12\n4 Pikachu ex SSP 57\n…\nEnergy: 14\n14 Basic Lightning Energy',
    'aria-label': 'Paste a decklist',
    oninput: (e) => {
      const text = e.target.value;
      if (text.trim()) {
        if (typeof decks[i] === 'string') chosen.value = decks[i];
        decks[i] = { name: 'Pasted deck ' + (i + 1), text };
      } else {
        decks[i] = chosen.value;
        const shown = document.querySelector(`[data-testid="${testid}-read"]`);
        if (shown) shown.replaceChildren();
      }
      const pasted = pastedNow();
      if (pasted.length) showPreview(request, pasted);
    },
  });
  return h('details', { class: 'deck-paste small' },
    h('summary', null, 'or paste a decklist'),
    area,
    h('div', { class: 'deck-read', testid: testid + '-read' }));
}
