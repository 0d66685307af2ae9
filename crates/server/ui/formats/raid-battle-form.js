// The Raid Battle form of the home page: the boss, the team (four seats, each an Active and a
// Bench Pokémon looked up by name in the card list, or entered by hand), who plays each seat,
// the rule options, and a live preview of the level the server would start at. Its fields live
// in home.fields; raidRequest() turns them into the request that creates the table.

import { api } from '../api.js';
import { createTable } from '../created.js';
import { debounce, h, select } from '../dom.js';
import { playerChoices } from '../generic_form.js';

/** A team slot: the name typed, the Pokémon entered by hand (or null), the card found by name. */
function emptySlot(name) {
  return { name: name || '', manual: null, found: null };
}

/** The form's starting fields: the first boss and the first sample team, all seats people. */
export function raidDefaults(offer) {
  const team = offer.choices.team[0];
  return {
    boss: offer.choices.boss[0] || '',
    preset: team ? team.name : '',
    teamName: team ? team.name : 'Our team',
    slots: [0, 1, 2, 3].map((i) => {
      const pair = team ? team.pair[i] : null;
      return [emptySlot(pair && pair.active), emptySlot(pair && pair.bench)];
    }),
    physical: [false, false, false, false],
    ai: [null, null, null, null],
    weakness: false,
    level: null,
  };
}

/** Numbers the preview requests, so that only the latest answer is shown. */
const previewState = { seq: 0 };

/** The body of POST /api/tables (and of the preview) for the form as filled in. */
function raidRequest(home) {
  const r = home.fields;
  const pokemon = [];
  const seen = new Set();
  for (const pair of r.slots) {
    for (const slot of pair) {
      const name = slot.name.trim();
      if (!slot.manual || !name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      pokemon.push({
        name,
        hp: Math.max(0, Math.min(65535, parseInt(slot.manual.hp, 10) || 0)),
        attacks: slot.manual.attacks
          .filter((a) => a.name.trim() || a.damage.trim())
          .map((a) => ({ name: a.name.trim(), damage: a.damage.trim() })),
      });
    }
  }
  const team = {
    name: r.teamName.trim() || 'Our team',
    pair: r.slots.map(([a, b]) => ({ active: a.name.trim(), bench: b.name.trim() })),
  };
  if (pokemon.length) team.pokemon = pokemon;
  return {
    format: 'raid-battle',
    boss: r.boss,
    team,
    physical: r.physical.slice(),
    ai: r.ai.slice(),
    weakness: r.weakness,
    level: r.level,
  };
}

/** Asks the server what level the team would start at and shows it (or why it cannot start). */
export const updatePreview = debounce(async (home) => {
  const box = document.querySelector('[data-testid="preview"]');
  if (!box || home.format !== 'raid-battle') return;
  const seq = ++previewState.seq;
  box.classList.add('stale');
  const r = await api('POST', '/api/preview', raidRequest(home));
  if (seq !== previewState.seq) return;
  const target = document.querySelector('[data-testid="preview"]');
  if (!target) return;
  target.classList.remove('stale');
  if (r.ok) {
    const p = r.data;
    target.className = 'preview ok';
    target.dataset.level = String(p.level);
    target.replaceChildren(
      h('strong', null, 'Level ' + p.level),
      ' — team power ' + p.power + ', boss HP ' + p.boss_hp +
      ', up to ' + p.max_attacks_per_turn + ' boss attack' + (p.max_attacks_per_turn === 1 ? '' : 's') + ' a turn');
  } else {
    target.className = 'preview refused';
    target.dataset.level = '';
    target.replaceChildren(h('strong', null, 'Cannot start: '), r.error);
  }
}, 200);

/** The form; rerender() redraws the home page (when a choice changes the form's shape). */
export function raidForm(home, offer, rerender) {
  const r = home.fields;
  const o = offer.choices;
  const presetChoices = o.team.map((t) => [t.name, t.name]);
  const form = h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createTable(home, raidRequest(home)); } },
    h('div', { class: 'row wrap' },
      h('label', null, 'Boss ',
        select({ testid: 'boss', onchange: (e) => { r.boss = e.target.value; updatePreview(home); } },
          o.boss.map((b) => [b, b[0].toUpperCase() + b.slice(1)]), r.boss)),
      h('label', null, 'Start from ',
        select({ testid: 'team-preset', onchange: (e) => applyPreset(home, offer, rerender, e.target.value) },
          [['', '— type the names —']].concat(presetChoices), r.preset)),
      h('label', null, 'Team name ',
        h('input', { testid: 'team-name', value: r.teamName, oninput: (e) => { r.teamName = e.target.value; } }))),
    h('div', { class: 'pairs-form' }, r.slots.map((pair, i) => pairForm(home, offer, rerender, i))),
    h('div', { class: 'row wrap' },
      h('label', { class: 'check' },
        h('input', { type: 'checkbox', testid: 'weakness', checked: r.weakness, onchange: (e) => { r.weakness = e.target.checked; updatePreview(home); } }),
        ' Weakness and Resistance'),
      h('label', null, 'Level ',
        select({ testid: 'level', onchange: (e) => { r.level = e.target.value ? Number(e.target.value) : null; updatePreview(home); } },
          [['', 'from team power'], ['1', 'force 1'], ['2', 'force 2'], ['3', 'force 3']], r.level ? String(r.level) : ''))),
    h('div', { class: 'preview', testid: 'preview', 'aria-live': 'polite' }, 'Checking the team…'),
    h('div', { class: 'error', testid: 'create-error', hidden: true }),
    h('button', { type: 'submit', class: 'primary', testid: 'create-raid' }, 'Create Raid Battle table'));
  return form;
}

/** Fills the team from a sample team (or keeps the names typed, for "type the names"). */
function applyPreset(home, offer, rerender, name) {
  const r = home.fields;
  r.preset = name;
  const team = offer.choices.team.find((t) => t.name === name);
  if (team) {
    r.teamName = team.name;
    r.slots = team.pair.map((p) => [emptySlot(p.active), emptySlot(p.bench)]);
  }
  rerender();
}

/** Seat i+1: its two Pokémon, who plays it, and whether its cards are in the app or physical. */
function pairForm(home, offer, rerender, i) {
  const r = home.fields;
  const seat = i + 1;
  const aiValue = r.ai[i] || 'person';
  const players = playerChoices(offer);
  return h('fieldset', { class: 'pair-form', testid: 'pair-form-' + seat },
    h('legend', null, 'Seat ' + seat),
    slotForm(home, i, 0), slotForm(home, i, 1),
    h('div', { class: 'row wrap' },
      h('label', null, 'Played by ',
        select({
          testid: 'seat-' + seat + '-player',
          onchange: (e) => {
            r.ai[i] = e.target.value === 'person' ? null : e.target.value;
            if (r.ai[i]) r.physical[i] = false;
            rerender();
          },
        }, players, aiValue)),
      h('label', null, 'Cards ',
        select({
          testid: 'seat-' + seat + '-mode',
          disabled: !!r.ai[i],
          onchange: (e) => { r.physical[i] = e.target.value === 'physical'; updatePreview(home); },
        }, [['app', 'in the app'], ['physical', 'physical cards']], r.physical[i] ? 'physical' : 'app'))));
}

/** One Pokémon of seat i+1 (which: 0 Active, 1 Bench): a name with suggestions, or HP and attacks by hand. */
function slotForm(home, i, which) {
  const r = home.fields;
  const slot = r.slots[i][which];
  const role = which === 0 ? 'active' : 'bench';
  const id = 'slot-' + (i + 1) + '-' + role;
  const listId = id + '-list';
  const info = h('div', { class: 'slot-info muted', testid: id + '-info' });
  const datalist = h('datalist', { id: listId });
  const manualBox = h('div', { class: 'manual' });

  const showInfo = () => {
    if (slot.manual) {
      info.textContent = 'entered by hand';
      return;
    }
    const card = slot.found;
    info.textContent = card
      ? card.class + ', ' + card.hp + ' HP — ' + card.attacks.map((a) => a.name + ' ' + (a.damage || '—')).join(', ')
      : (slot.name.trim() ? 'no card of that name yet: pick from the list, or enter it by hand' : '');
  };

  const search = debounce(async (text) => {
    const q = text.trim();
    if (!q) {
      datalist.replaceChildren();
      slot.found = null;
      showInfo();
      return;
    }
    const res = await api('GET', '/api/cards?q=' + encodeURIComponent(q));
    if (!res.ok) return;
    const cards = res.data;
    datalist.replaceChildren(...cards.map((c) => h('option', { value: c.name }, c.class + ', ' + c.hp + ' HP')));
    slot.found = cards.find((c) => c.name.toLowerCase() === slot.name.trim().toLowerCase()) || null;
    showInfo();
  }, 150);

  const input = h('input', {
    testid: id, list: listId, value: slot.name, autocomplete: 'off',
    placeholder: 'Pokémon name', 'aria-label': 'Seat ' + (i + 1) + ' ' + role,
    oninput: (e) => {
      slot.name = e.target.value;
      if (slot.found && slot.found.name.toLowerCase() !== slot.name.trim().toLowerCase()) slot.found = null;
      search(slot.name);
      updatePreview(home);
    },
  });
  const manualToggle = h('label', { class: 'check small' },
    h('input', {
      type: 'checkbox', testid: id + '-manual', checked: !!slot.manual,
      onchange: (e) => {
        if (e.target.checked) {
          const from = slot.found;
          slot.manual = {
            hp: from ? String(from.hp) : '',
            attacks: from ? from.attacks.map((a) => ({ name: a.name, damage: a.damage })) : [{ name: '', damage: '' }],
          };
        } else {
          slot.manual = null;
        }
        drawManual();
        showInfo();
        updatePreview(home);
      },
    }), ' by hand');

  function drawManual() {
    if (!slot.manual) {
      manualBox.replaceChildren();
      manualBox.hidden = true;
      return;
    }
    manualBox.hidden = false;
    const m = slot.manual;
    manualBox.replaceChildren(...[
      h('label', null, 'HP ', h('input', {
        type: 'number', min: 10, max: 990, step: 10, inputmode: 'numeric', class: 'num', testid: id + '-hp', value: m.hp,
        oninput: (e) => { m.hp = e.target.value; updatePreview(home); },
      })),
      m.attacks.map((a, k) => h('div', { class: 'attack-row' },
        h('input', {
          placeholder: 'Attack name', testid: id + '-attack-' + (k + 1) + '-name', value: a.name,
          oninput: (e) => { a.name = e.target.value; updatePreview(home); },
        }),
        h('input', {
          placeholder: 'Damage (60, 30+)', class: 'num', testid: id + '-attack-' + (k + 1) + '-damage', value: a.damage,
          oninput: (e) => { a.damage = e.target.value; updatePreview(home); },
        }),
        h('button', {
          type: 'button', class: 'small', title: 'Remove this attack', 'aria-label': 'Remove attack',
          onclick: () => { m.attacks.splice(k, 1); drawManual(); updatePreview(home); },
        }, '×'))),
      h('button', {
        type: 'button', class: 'small', testid: id + '-add-attack',
        onclick: () => { m.attacks.push({ name: '', damage: '' }); drawManual(); },
      }, '+ attack')].flat());
  }

  drawManual();
  if (slot.name.trim() && !slot.found && !slot.manual) search(slot.name);
  showInfo();
  return h('div', { class: 'slot' },
    h('div', { class: 'slot-line' },
      h('span', { class: 'slot-role' }, which === 0 ? 'Active' : 'Bench'),
      input, datalist, manualToggle),
    info, manualBox);
}

