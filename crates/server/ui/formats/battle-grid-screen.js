// The Battle Grid screen of the table page: the 3×5 board (each space's Pokémon and influence
// tokens, column HP sums), the totals, both hands, and the seat's move. A placement is chosen in
// steps kept in T.local.grid — a card, then a highlighted space, then the spaces its influence goes
// to (tapped, or one of the listed choices) — and sent with Place; Pass when nothing fits.

import { act } from '../actions.js';
import { h } from '../dom.js';
import { logBox } from '../log.js';
import { T, render } from '../table_state.js';

/** The CSS classes of seat 1 and seat 2. */
const SEAT_COLOURS = ['seat-a', 'seat-b'];

const COLUMNS = ['A', 'B', 'C'];
const CLASS_SHORT = { Basic: 'Basic', 'Stage 1': 'St 1', 'Stage 2': 'St 2', 'Rule box': 'Rule box' };

/** A space's name (A1 … C5) from its index (0 … 14, row by row from seat 1's side). */
function spaceName(i) {
  return COLUMNS[i % 3] + (Math.floor(i / 3) + 1);
}

/** The spaces of an influence mask. */
function maskSpaces(mask) {
  const out = [];
  for (let i = 0; i < 15; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** No card, space or influence chosen yet. */
function emptySelection() {
  return { card: null, space: null, chosen: new Set() };
}

/** The spaces whose Pokémon changed since the snapshot before (marked fresh). */
let spacesBefore = null;
let freshSpaces = new Set();

/** Notes which spaces changed with snap (called for each snapshot taken). */
export function gridAccepted(snap) {
  if (!snap.view) return;
  const spaces = snap.view.spaces.map((s) => (s.pokemon ? s.pokemon.join(':') : ''));
  freshSpaces = new Set();
  if (spacesBefore) spaces.forEach((s, i) => { if (s && s !== spacesBefore[i]) freshSpaces.add(i); });
  spacesBefore = spaces;
}

/** The screen for snap (a Battle Grid snapshot). */
export function gridScreen(snap) {
  const v = snap.view;
  const cards = v.cards || {};
  const legal = (snap.legal || []).map((l) => l.action);
  const places = snap.your_turn ? legal.filter((a) => a && a.place).map((a) => a.place) : [];
  const canPass = snap.your_turn && legal.some((a) => a === 'pass');
  const sel = T.local.grid || (T.local.grid = emptySelection());
  // What the selection allows.
  const forCard = sel.card === null ? [] : places.filter((p) => p.card === sel.card);
  const targets = new Set(forCard.map((p) => p.space));
  const masks = sel.space === null ? [] : forCard.filter((p) => p.space === sel.space).map((p) => p.influence);
  let reach = 0;
  masks.forEach((m) => { reach |= m; });
  let chosenMask = 0;
  sel.chosen.forEach((i) => { chosenMask |= 1 << i; });
  const complete = masks.includes(chosenMask);

  function tapSpace(i) {
    if (!snap.your_turn || T.pending || sel.card === null) return;
    if (sel.space === null) {
      if (targets.has(i)) { sel.space = i; sel.chosen = new Set(); }
    } else if (reach & (1 << i)) {
      if (sel.chosen.has(i)) sel.chosen.delete(i); else sel.chosen.add(i);
    } else if (targets.has(i)) {
      sel.space = i;
      sel.chosen = new Set();
    }
    render();
  }

  const me = snap.seat;
  const rows = [];
  for (let row = 4; row >= 0; row--) {
    const cells = [h('div', { class: 'row-label' }, String(row + 1))];
    for (let col = 0; col < 3; col++) {
      const i = row * 3 + col;
      const space = v.spaces[i];
      const classes = ['space'];
      const data = { space: String(i), name: spaceName(i) };
      let content = [];
      if (space.pokemon) {
        const [owner, card] = space.pokemon;
        const info = cards[card] || { name: '?', hp: 0, class: '' };
        classes.push('has-mon', SEAT_COLOURS[owner]);
        data.owner = String(owner);
        data.card = String(card);
        content.push(h('span', { class: 'mon-name' }, info.name),
          h('span', { class: 'mon-meta' }, (CLASS_SHORT[info.class] || info.class) + ' · ' + info.hp + ' HP'));
      }
      if (space.tokens) {
        const [owner, count] = space.tokens;
        data.tokens = owner + ':' + count;
        content.push(h('span', { class: 'tokens ' + SEAT_COLOURS[owner], title: 'Seat ' + (owner + 1) + ' tokens' },
          '●'.repeat(Math.min(count, 5)) + (count > 5 ? '+' : '') + ' ' + count));
      }
      if (!content.length) content = [h('span', { class: 'space-name' }, spaceName(i))];
      if (freshSpaces.has(i)) classes.push('fresh');
      if (sel.space === null && targets.has(i)) { classes.push('target'); data.target = 'true'; }
      if (sel.space === i) { classes.push('placing'); data.placing = 'true'; }
      if (sel.space !== null && (reach & (1 << i))) { classes.push('reach'); data.reach = 'true'; }
      if (sel.chosen.has(i)) { classes.push('chosen'); data.chosen = 'true'; }
      if (sel.space === i && sel.card !== null) {
        const info = cards[sel.card];
        content.unshift(h('span', { class: 'ghost' }, '→ ' + (info ? info.name : '')));
      }
      cells.push(h('button', {
        type: 'button', class: classes.join(' '), testid: 'space-' + i, data,
        'aria-label': spaceName(i), onclick: () => tapSpace(i),
      }, content));
    }
    rows.push(h('div', { class: 'grid-row' + (row === 0 ? ' home-a' : row === 4 ? ' home-b' : '') }, cells));
  }
  // Column HP sums, each seat (BG-13).
  const sums = [0, 1, 2].map(() => [0, 0]);
  v.spaces.forEach((s, i) => {
    if (s.pokemon) {
      const [owner, card] = s.pokemon;
      sums[i % 3][owner] += (cards[card] || { hp: 0 }).hp;
    }
  });
  const colFoot = h('div', { class: 'grid-row foot', testid: 'columns' },
    h('div', { class: 'row-label' }, ''),
    sums.map((sum, c) => h('div', { class: 'col-sum', testid: 'column-' + COLUMNS[c] },
      h('strong', null, COLUMNS[c]), ' ',
      h('span', { class: 'seat-a-text' + (sum[0] > sum[1] ? ' win' : '') }, String(sum[0])), ' : ',
      h('span', { class: 'seat-b-text' + (sum[1] > sum[0] ? ' win' : '') }, String(sum[1])))));
  const board = h('div', { class: 'board', testid: 'board' }, rows, colFoot);

  const totals = h('div', { class: 'totals', testid: 'totals' },
    [0, 1].map((s) => h('span', { class: 'total ' + SEAT_COLOURS[s] + '-text' },
      'Seat ' + (s + 1) + (me === s ? ' (you)' : '') + (snap.seats[s] && snap.seats[s].ai ? ' (AI)' : '') + ': ' + v.totals[s])));

  // Hands.
  const hands = [0, 1].map((s) => {
    const hand = v.hands[s];
    const mine = me === s;
    const title = mine ? 'Your hand' : 'Seat ' + (s + 1) + '\u2019s hand';
    if (!hand.cards) {
      return h('section', { class: 'panel hand other', testid: mine ? 'hand' : 'hand-' + (s + 1) },
        h('h2', null, title), h('p', { class: 'muted', testid: 'hidden-hand-' + (s + 1) }, hand.size + ' cards (hidden)'));
    }
    const playable = new Set(places.map((p) => p.card));
    const sorted = hand.cards.slice().sort((a, b) => {
      const ca = cards[a[0]] || {}, cb = cards[b[0]] || {};
      return String(ca.class).localeCompare(String(cb.class)) || (cb.hp || 0) - (ca.hp || 0);
    });
    return h('section', { class: 'panel hand' + (mine ? ' mine' : ' other'), testid: mine ? 'hand' : 'hand-' + (s + 1) },
      h('h2', null, title + ' ', h('span', { class: 'muted small' }, hand.size + ' cards')),
      h('div', { class: 'cards' }, sorted.map(([card, count]) => {
        const info = cards[card] || { name: '?', hp: 0, class: '' };
        const usable = mine && playable.has(card);
        return h('button', {
          type: 'button',
          class: 'card ' + SEAT_COLOURS[s] + (sel.card === card && mine ? ' selected' : '') + (usable ? ' usable' : ''),
          testid: mine ? 'hand-card-' + card : 'other-card-' + card,
          disabled: !usable || T.pending,
          data: { card: String(card) },
          onclick: () => {
            T.local.grid = { ...emptySelection(), card: sel.card === card ? null : card };
            render();
          },
        },
        h('span', { class: 'card-name' }, info.name),
        h('span', { class: 'card-meta' }, (CLASS_SHORT[info.class] || info.class) + ' · ' + info.hp + ' HP'),
        count > 1 ? h('span', { class: 'count' }, '×' + count) : null);
      })));
  });

  // The placement being made.
  let chooser = null;
  if (snap.your_turn && !snap.over) {
    const parts = [h('h2', null, 'Your move')];
    if (canPass) {
      parts.push(h('p', null, 'No Pokémon of yours can be placed: pass.'),
        h('button', { type: 'button', class: 'primary', testid: 'pass', disabled: T.pending, onclick: () => act('pass') }, 'Pass'));
    } else if (sel.card === null) {
      parts.push(h('p', { class: 'hint', testid: 'hint' }, 'Tap a card in your hand.'));
    } else if (sel.space === null) {
      parts.push(h('p', { class: 'hint', testid: 'hint' }, 'Tap a highlighted space to place ' + cards[sel.card].name + '.'));
    } else {
      const need = masks.length ? maskSpaces(masks[0]).length : 0;
      parts.push(h('p', { class: 'hint', testid: 'hint' },
        'Tap ' + need + ' highlighted space' + (need === 1 ? '' : 's') + ' to spread influence (' + sel.chosen.size + ' chosen), or pick one:'),
      h('div', { class: 'masks' }, masks.map((m, k) => h('button', {
        type: 'button', class: 'small mask' + (m === chosenMask ? ' selected' : ''), testid: 'mask-' + k,
        data: { mask: String(m) },
        onclick: () => { sel.chosen = new Set(maskSpaces(m)); render(); },
      }, maskSpaces(m).map(spaceName).join(' + ')))));
    }
    if (!canPass) {
      parts.push(h('div', { class: 'row' },
        h('button', {
          type: 'button', class: 'primary', testid: 'confirm', disabled: !complete || T.pending,
          onclick: () => {
            if (!complete) return;
            act({ place: { card: sel.card, space: sel.space, influence: chosenMask } });
          },
        }, sel.space === null ? 'Place' : 'Place on ' + spaceName(sel.space)),
        sel.card !== null ? h('button', {
          type: 'button', testid: 'cancel', onclick: () => { T.local.grid = emptySelection(); render(); },
        }, 'Cancel') : null));
    }
    chooser = h('section', { class: 'panel turn', testid: 'turn' }, parts);
  }

  const mineFirst = me === 1 ? [hands[1], hands[0]] : hands;
  return h('div', { class: 'grid' },
    h('div', { class: 'grid-main' },
      h('section', { class: 'panel board-panel' },
        h('div', { class: 'board-legend muted small' },
          h('span', { class: 'seat-b-text' }, '■ seat 2 — row 5'), ' · ', h('span', { class: 'seat-a-text' }, '■ seat 1 — row 1')),
        board, totals),
      chooser, mineFirst),
    logBox(snap));
}
