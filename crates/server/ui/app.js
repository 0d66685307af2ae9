// The altplay table assistant in the browser: the home page makes a table, the table page
// (/t/ID?token=T) follows it live over a WebSocket and sends the seat's actions. Vanilla JS, no
// build step, nothing loaded from elsewhere. The API contract is crates/server/API.md.
'use strict';

(() => {
  const app = document.getElementById('app');
  const connBadge = document.getElementById('conn');

  // ---------------------------------------------------------------- helpers

  /** An element: h('div', {class: 'x', testid: 'y', onclick: f}, child, …). */
  function h(tag, props, ...kids) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === 'class') el.className = value;
      else if (key === 'testid') el.dataset.testid = value;
      else if (key === 'data') Object.assign(el.dataset, value);
      else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
      else if (key === 'value') el.value = value;
      else if (key === 'checked' || key === 'disabled') el[key] = true;
      else el.setAttribute(key, value === true ? '' : String(value));
    }
    for (const kid of kids.flat(Infinity)) {
      if (kid === null || kid === undefined || kid === false) continue;
      el.append(kid instanceof Node ? kid : String(kid));
    }
    return el;
  }

  /** A request to the API: {ok, status, data} or {ok: false, status, error}. */
  async function api(method, path, body, token) {
    const headers = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = 'Bearer ' + token;
    let res;
    try {
      res = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      return { ok: false, status: 0, error: 'cannot reach the server (' + e.message + ')' };
    }
    let data = null;
    try {
      data = await res.json();
    } catch (_) {
      data = null;
    }
    if (!res.ok) {
      const error = data && data.error ? data.error : 'HTTP ' + res.status;
      return { ok: false, status: res.status, error };
    }
    return { ok: true, status: res.status, data };
  }

  function debounce(fn, ms) {
    let timer = null;
    return (...args) => {
      clearTimeout(timer);
      timer = setTimeout(() => fn(...args), ms);
    };
  }

  function tableUrl(id, token) {
    return location.origin + '/t/' + encodeURIComponent(id) +
      (token ? '?token=' + encodeURIComponent(token) : '');
  }

  async function copyText(text, button) {
    let done = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(text);
        done = true;
      }
    } catch (_) {
      done = false;
    }
    if (!done) {
      const area = h('textarea', { class: 'offscreen', readonly: true }, text);
      document.body.append(area);
      area.select();
      try {
        done = document.execCommand('copy');
      } catch (_) {
        done = false;
      }
      area.remove();
    }
    if (button) {
      const old = button.dataset.label || button.textContent;
      button.dataset.label = old;
      button.textContent = done ? 'Copied' : 'Select and copy';
      setTimeout(() => { button.textContent = old; }, 1500);
    }
  }

  /** A link row: label, the address, a copy button and an open button. */
  function linkRow(label, href, testid, note) {
    const input = h('input', {
      class: 'link-text', readonly: true, value: href, testid: testid + '-text',
      onfocus: (e) => e.target.select(), 'aria-label': label + ' link',
    });
    return h('div', { class: 'link-row', testid: testid + '-row' },
      h('div', { class: 'link-label' }, h('strong', null, label), note ? h('span', { class: 'muted' }, ' ' + note) : null),
      h('div', { class: 'link-line' },
        input,
        h('button', { type: 'button', class: 'small', testid: 'copy-' + testid.replace(/^link-/, ''), onclick: (e) => copyText(href, e.currentTarget) }, 'Copy'),
        h('a', { class: 'button small', href, target: '_blank', rel: 'noopener', testid }, 'Open')));
  }

  let optionsCache = null;
  async function loadOptions() {
    if (optionsCache) return optionsCache;
    const r = await api('GET', '/api/options');
    if (r.ok) optionsCache = r.data;
    return optionsCache;
  }

  const SEAT_COLOURS = ['seat-a', 'seat-b'];

  // ---------------------------------------------------------------- home page

  const home = {
    options: null,
    format: 'raid-battle',
    raid: null,
    grid: null,
    created: null,
    busy: false,
  };

  function emptySlot(name) {
    return { name: name || '', manual: null, found: null };
  }

  function raidDefaults(options) {
    const team = options.teams[0];
    return {
      boss: options.bosses[0] || '',
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

  function gridDefaults(options) {
    const decks = options.decks;
    return {
      decks: [decks[0] || '', decks[1] || decks[0] || ''],
      texts: ['', ''],
      ai: [null, 'greedy'],
      open: false,
      spend: false,
    };
  }

  async function showHome() {
    document.title = 'altplay table assistant';
    app.textContent = 'Loading…';
    const options = await loadOptions();
    if (!options) {
      app.replaceChildren(h('p', { class: 'error', testid: 'error' }, 'Cannot load the options from the server. Reload to try again.'));
      return;
    }
    home.options = options;
    home.raid = raidDefaults(options);
    home.grid = gridDefaults(options);
    renderHome();
  }

  function renderHome() {
    const tabs = h('div', { class: 'tabs', role: 'tablist' },
      ['raid-battle', 'battle-grid'].map((format) => h('button', {
        type: 'button',
        role: 'tab',
        class: 'tab' + (home.format === format ? ' active' : ''),
        'aria-selected': home.format === format ? 'true' : 'false',
        testid: 'format-' + format,
        onclick: () => { home.format = format; home.created = null; renderHome(); },
      }, format === 'raid-battle' ? 'Raid Battle' : 'Battle Grid')));
    const form = home.format === 'raid-battle' ? raidForm() : gridForm();
    const created = h('div', { id: 'created-area' });
    app.replaceChildren(
      h('section', { class: 'panel' },
        h('h1', null, 'New table'),
        h('p', { class: 'muted' }, 'Make a table, then give each player their seat link. Everyone sees the table live on their own device.'),
        tabs, form),
      created);
    if (home.created) renderCreated();
    if (home.format === 'raid-battle') updatePreview();
  }

  // --- Raid Battle form

  const previewState = { seq: 0 };

  function raidRequest() {
    const r = home.raid;
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

  const updatePreview = debounce(async () => {
    const box = document.querySelector('[data-testid="preview"]');
    if (!box || home.format !== 'raid-battle') return;
    const seq = ++previewState.seq;
    box.classList.add('stale');
    const r = await api('POST', '/api/raid-battle/preview', raidRequest());
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

  function select(props, choices, current) {
    return h('select', props, choices.map(([value, label]) =>
      h('option', { value, selected: value === current }, label)));
  }

  function raidForm() {
    const r = home.raid;
    const o = home.options;
    const presetChoices = o.teams.map((t) => [t.name, t.name]);
    const form = h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createRaid(); } },
      h('div', { class: 'row wrap' },
        h('label', null, 'Boss ',
          select({ testid: 'boss', onchange: (e) => { r.boss = e.target.value; updatePreview(); } },
            o.bosses.map((b) => [b, b[0].toUpperCase() + b.slice(1)]), r.boss)),
        h('label', null, 'Start from ',
          select({ testid: 'team-preset', onchange: (e) => applyPreset(e.target.value) },
            [['', '— type the names —']].concat(presetChoices), r.preset)),
        h('label', null, 'Team name ',
          h('input', { testid: 'team-name', value: r.teamName, oninput: (e) => { r.teamName = e.target.value; } }))),
      h('div', { class: 'pairs-form' }, r.slots.map((pair, i) => pairForm(i))),
      h('div', { class: 'row wrap' },
        h('label', { class: 'check' },
          h('input', { type: 'checkbox', testid: 'weakness', checked: r.weakness, onchange: (e) => { r.weakness = e.target.checked; updatePreview(); } }),
          ' Weakness and Resistance (RB-7)'),
        h('label', null, 'Level ',
          select({ testid: 'level', onchange: (e) => { r.level = e.target.value ? Number(e.target.value) : null; updatePreview(); } },
            [['', 'from team power'], ['1', 'force 1'], ['2', 'force 2'], ['3', 'force 3']], r.level ? String(r.level) : ''))),
      h('div', { class: 'preview', testid: 'preview', 'aria-live': 'polite' }, 'Checking the team…'),
      h('div', { class: 'error', testid: 'create-error', hidden: true }),
      h('button', { type: 'submit', class: 'primary', testid: 'create-raid' }, 'Create Raid Battle table'));
    return form;
  }

  function applyPreset(name) {
    const r = home.raid;
    r.preset = name;
    const team = home.options.teams.find((t) => t.name === name);
    if (team) {
      r.teamName = team.name;
      r.slots = team.pair.map((p) => [emptySlot(p.active), emptySlot(p.bench)]);
    }
    renderHome();
  }

  function pairForm(i) {
    const r = home.raid;
    const seat = i + 1;
    const aiValue = r.ai[i] || 'person';
    const players = [['person', 'a person']].concat(
      (home.options.players['raid-battle'] || []).map((p) => [p, 'AI (' + p + ')']));
    return h('fieldset', { class: 'pair-form', testid: 'pair-form-' + seat },
      h('legend', null, 'Seat ' + seat),
      slotForm(i, 0), slotForm(i, 1),
      h('div', { class: 'row wrap' },
        h('label', null, 'Played by ',
          select({
            testid: 'seat-' + seat + '-player',
            onchange: (e) => {
              r.ai[i] = e.target.value === 'person' ? null : e.target.value;
              if (r.ai[i]) r.physical[i] = false;
              renderHome();
            },
          }, players, aiValue)),
        h('label', null, 'Cards ',
          select({
            testid: 'seat-' + seat + '-mode',
            disabled: !!r.ai[i],
            onchange: (e) => { r.physical[i] = e.target.value === 'physical'; updatePreview(); },
          }, [['app', 'in the app'], ['physical', 'physical cards']], r.physical[i] ? 'physical' : 'app'))));
  }

  function slotForm(i, which) {
    const r = home.raid;
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
        updatePreview();
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
          updatePreview();
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
          oninput: (e) => { m.hp = e.target.value; updatePreview(); },
        })),
        m.attacks.map((a, k) => h('div', { class: 'attack-row' },
          h('input', {
            placeholder: 'Attack name', testid: id + '-attack-' + (k + 1) + '-name', value: a.name,
            oninput: (e) => { a.name = e.target.value; updatePreview(); },
          }),
          h('input', {
            placeholder: 'Damage (60, 30+)', class: 'num', testid: id + '-attack-' + (k + 1) + '-damage', value: a.damage,
            oninput: (e) => { a.damage = e.target.value; updatePreview(); },
          }),
          h('button', {
            type: 'button', class: 'small', title: 'Remove this attack', 'aria-label': 'Remove attack',
            onclick: () => { m.attacks.splice(k, 1); drawManual(); updatePreview(); },
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

  // --- Battle Grid form

  function gridForm() {
    const g = home.grid;
    const o = home.options;
    const players = [['person', 'a person']].concat(
      (o.players['battle-grid'] || []).map((p) => [p, 'AI (' + p + ')']));
    const seatForm = (i) => {
      const seat = i + 1;
      const text = h('textarea', {
        testid: 'grid-deck-' + seat + '-text', rows: 6, hidden: g.decks[i] !== '',
        placeholder: 'Paste a deck file (TOML, 15 cards)',
        oninput: (e) => { g.texts[i] = e.target.value; },
      }, g.texts[i]);
      return h('fieldset', { class: 'pair-form' },
        h('legend', null, 'Seat ' + seat + (i === 0 ? ' (row 1)' : ' (row 5)')),
        h('label', null, 'Deck ',
          select({
            testid: 'grid-deck-' + seat,
            onchange: (e) => { g.decks[i] = e.target.value; text.hidden = e.target.value !== ''; },
          }, o.decks.map((d) => [d, d]).concat([['', 'my own deck file…']]), g.decks[i])),
        text,
        h('label', null, 'Played by ',
          select({
            testid: 'grid-seat-' + seat + '-player',
            onchange: (e) => { g.ai[i] = e.target.value === 'person' ? null : e.target.value; },
          }, players, g.ai[i] || 'person')));
    };
    return h('form', { class: 'create-form', onsubmit: (e) => { e.preventDefault(); createGrid(); } },
      h('div', { class: 'pairs-form two' }, seatForm(0), seatForm(1)),
      h('div', { class: 'row wrap' },
        h('label', { class: 'check' },
          h('input', { type: 'checkbox', testid: 'open-decklists', checked: g.open, onchange: (e) => { g.open = e.target.checked; } }),
          ' Open decklists (both hands shown, BG-4)'),
        h('label', { class: 'check' },
          h('input', { type: 'checkbox', testid: 'spend', checked: g.spend, onchange: (e) => { g.spend = e.target.checked; } }),
          ' Placing spends tokens (BG-9 option)')),
      h('div', { class: 'error', testid: 'create-error', hidden: true }),
      h('button', { type: 'submit', class: 'primary', testid: 'create-grid' }, 'Create Battle Grid table'));
  }

  function gridRequest() {
    const g = home.grid;
    return {
      format: 'battle-grid',
      decks: [0, 1].map((i) => g.decks[i] || g.texts[i]),
      ai: g.ai.slice(),
      open_decklists: g.open,
      spend: g.spend,
    };
  }

  // --- creating

  function showCreateError(message) {
    const box = document.querySelector('[data-testid="create-error"]');
    if (!box) return;
    box.hidden = !message;
    box.textContent = message || '';
  }

  async function create(request) {
    if (home.busy) return;
    home.busy = true;
    showCreateError('');
    const button = document.querySelector('button[type="submit"]');
    if (button) button.disabled = true;
    const r = await api('POST', '/api/tables', request);
    home.busy = false;
    if (button) button.disabled = false;
    if (!r.ok) {
      showCreateError(r.error);
      return;
    }
    const created = r.data;
    // The seat names and who plays them, as the table has them.
    const snap = await api('GET', '/api/tables/' + encodeURIComponent(created.table), undefined, created.creator_token);
    home.created = {
      ...created,
      format: request.format,
      seats: snap.ok ? snap.data.seats : created.seat_tokens.map((_, i) => ({ seat: i, name: 'Seat ' + (i + 1), ai: request.ai[i] })),
      physical: request.physical || [],
    };
    renderCreated();
    const area = document.getElementById('created-area');
    if (area && area.scrollIntoView) area.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function createRaid() { create(raidRequest()); }
  function createGrid() { create(gridRequest()); }

  function renderCreated() {
    const c = home.created;
    const area = document.getElementById('created-area');
    if (!area || !c) return;
    const rows = c.seats.map((s, i) => {
      const how = s.ai ? 'AI (' + s.ai + ')'
        : c.format !== 'raid-battle' ? 'a person'
          : c.physical[i] ? 'a person, physical cards' : 'a person, in the app';
      return linkRow(s.name, tableUrl(c.table, c.seat_tokens[i]), 'link-seat-' + (i + 1), '— ' + how);
    });
    area.replaceChildren(h('section', { class: 'panel created', testid: 'created', data: { table: c.table } },
      h('h2', null, 'Table ', h('code', { testid: 'table-id' }, c.table), ' is ready'),
      h('p', { class: 'muted' }, 'Each link is a seat: whoever opens it plays that seat. Keep the manage link for yourself.'),
      rows,
      linkRow('Spectators', tableUrl(c.table, null), 'link-spectator', '— sees the table, plays nothing'),
      linkRow('Manage (you)', tableUrl(c.table, c.creator_token), 'link-creator', '— seat links, AI, undo')));
  }

  // ---------------------------------------------------------------- table page

  const T = {
    id: '',
    token: null,
    snap: null,
    json: '',
    version: -1,
    ws: null,
    wsFresh: false,
    backoff: 500,
    retryTimer: null,
    pingTimer: null,
    error: '',
    pending: false,
    prevLog: null,
    freshFrom: 0,
    prevSpaces: null,
    freshSpaces: new Set(),
    grid: { card: null, space: null, chosen: new Set() },
    report: { damage: 0, gx: false },
    aiChoice: {},
    stopped: false,
  };

  async function showTable(id) {
    T.id = id;
    T.token = new URLSearchParams(location.search).get('token');
    document.title = 'Table ' + id + ' — altplay';
    app.textContent = 'Loading the table…';
    loadOptions().then(() => { if (T.snap) render(); });
    const r = await api('GET', '/api/tables/' + encodeURIComponent(id), undefined, T.token);
    if (!r.ok) {
      if (r.status === 403 || r.status === 404) {
        T.stopped = true;
        app.replaceChildren(h('section', { class: 'panel' },
          h('p', { class: 'error', testid: 'error' }, r.error),
          h('p', null, h('a', { href: '/' }, 'Make a new table'))));
        return;
      }
      T.error = r.error;
    } else {
      accept(r.data, true);
    }
    connect();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && (!T.ws || T.ws.readyState > 1)) {
        T.backoff = 500;
        connect();
      }
    });
  }

  function setConn(state, text) {
    connBadge.hidden = false;
    connBadge.className = 'conn ' + state;
    connBadge.dataset.state = state;
    connBadge.textContent = text;
  }

  function connect() {
    if (T.stopped) return;
    clearTimeout(T.retryTimer);
    if (T.ws) {
      T.ws.onclose = null;
      try { T.ws.close(); } catch (_) { /* already closed */ }
    }
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const url = scheme + '//' + location.host + '/api/tables/' + encodeURIComponent(T.id) + '/ws' +
      (T.token ? '?token=' + encodeURIComponent(T.token) : '');
    setConn('connecting', 'connecting…');
    let ws;
    try {
      ws = new WebSocket(url);
    } catch (_) {
      retry();
      return;
    }
    T.ws = ws;
    T.wsFresh = true;
    ws.onopen = () => {
      T.backoff = 500;
      setConn('live', 'live');
      clearInterval(T.pingTimer);
      T.pingTimer = setInterval(() => {
        if (ws.readyState === 1) ws.send('ping');
      }, 20000);
    };
    ws.onmessage = (e) => {
      if (e.data === 'pong') return;
      let snap;
      try {
        snap = JSON.parse(e.data);
      } catch (_) {
        return;
      }
      // The first snapshot of a connection is the table as it stands (even after a restart).
      accept(snap, T.wsFresh);
      T.wsFresh = false;
    };
    ws.onclose = () => {
      clearInterval(T.pingTimer);
      if (T.ws === ws) retry();
    };
  }

  function retry() {
    const wait = T.backoff;
    T.backoff = Math.min(T.backoff * 2, 10000);
    setConn('down', 'reconnecting in ' + Math.round(wait / 1000) + ' s…');
    clearTimeout(T.retryTimer);
    T.retryTimer = setTimeout(connect, wait);
  }

  /** Takes a snapshot if it is not older than the one shown. */
  function accept(snap, force) {
    if (!snap || typeof snap !== 'object') return;
    if (!force && snap.version < T.version) return;
    const json = JSON.stringify(snap);
    if (json === T.json) return;
    const before = T.snap;
    T.json = json;
    T.version = snap.version;
    T.snap = snap;
    if (!before || before.actions !== snap.actions || before.your_turn !== snap.your_turn) {
      if (before) T.error = '';
      T.grid = { card: null, space: null, chosen: new Set() };
      T.report = { damage: 0, gx: false };
    }
    // Which log lines are new since the last snapshot shown (to mark them).
    const log = snap.log || [];
    const old = T.prevLog || [];
    let common = 0;
    if (before) {
      // The longest tail of the old log that is a prefix-aligned head of the new one.
      for (let shift = 0; shift <= old.length; shift++) {
        const n = old.length - shift;
        if (n > log.length) continue;
        let same = true;
        for (let k = 0; k < n; k++) {
          if (old[shift + k] !== log[k]) { same = false; break; }
        }
        if (same) { common = n; break; }
      }
    } else {
      common = log.length;
    }
    T.freshFrom = common;
    T.prevLog = log;
    if (snap.format === 'battle-grid' && snap.view) {
      const spaces = snap.view.spaces.map((s) => (s.pokemon ? s.pokemon.join(':') : ''));
      T.freshSpaces = new Set();
      if (T.prevSpaces) {
        spaces.forEach((s, i) => { if (s && s !== T.prevSpaces[i]) T.freshSpaces.add(i); });
      }
      T.prevSpaces = spaces;
    }
    render();
  }

  async function act(action) {
    if (T.pending) return;
    T.pending = true;
    T.error = '';
    render();
    const r = await api('POST', '/api/tables/' + encodeURIComponent(T.id) + '/actions', { action }, T.token);
    T.pending = false;
    if (!r.ok) {
      T.error = r.error;
      render();
      return;
    }
    accept(r.data, false);
    render();
  }

  async function undo() {
    if (T.pending) return;
    T.pending = true;
    T.error = '';
    render();
    const r = await api('POST', '/api/tables/' + encodeURIComponent(T.id) + '/undo', undefined, T.token);
    T.pending = false;
    if (!r.ok) T.error = r.error;
    else accept(r.data, true);
    render();
  }

  async function setAi(seat, policy) {
    T.error = '';
    const r = await api('PUT', '/api/tables/' + encodeURIComponent(T.id) + '/seats/' + seat + '/ai', { policy }, T.token);
    if (!r.ok) T.error = r.error;
    else accept(r.data, true);
    render();
  }

  function seatLabel(snap, seat) {
    const s = snap.seats[seat];
    return s && !/^Seat \d+$/.test(s.name) ? s.name.replace(/^Seat \d+: /, '') : '';
  }

  const PHASES = {
    cheer: ['cheer: draw the top Cheer card', 'cheers'],
    cheer_target: ['choose who gets the Cheer card', 'chooses who gets the Cheer card'],
    retreat: ['retreat or stay', 'may retreat'],
    attack: ['choose your attack', 'attacks'],
  };

  function statusText(snap) {
    if (snap.over) return 'Game over';
    const seat = snap.to_move;
    if (seat === null || seat === undefined) return '';
    const who = snap.seats[seat];
    let words = ['', ''];
    if (snap.format === 'raid-battle' && snap.view && snap.view.phase) {
      words = PHASES[snap.view.phase.phase] || words;
    } else if (snap.format === 'battle-grid') {
      words = ['place a Pokémon', 'places a Pokémon'];
    }
    if (snap.your_turn) return 'Your turn (seat ' + (seat + 1) + ')' + (words[0] ? ': ' + words[0] : '');
    if (who && who.ai) return 'Seat ' + (seat + 1) + ' (AI ' + who.ai + ') is thinking…';
    return 'Waiting for seat ' + (seat + 1) + (words[1] ? ' — ' + words[1] : '');
  }

  function outcomeText(snap) {
    if (!snap.over) return '';
    const o = snap.outcome;
    let head = 'Game over';
    if (o === 'Draw') head = 'A draw';
    else if (o && o.Win) {
      if (snap.format === 'raid-battle') head = o.Win.team === 0 ? 'The players win!' : 'The boss wins';
      else if (snap.seat === o.Win.team) head = 'You win!';
      else if (snap.seat !== null && snap.seat !== undefined) head = 'You lose';
      else head = 'Seat ' + (o.Win.team + 1) + ' wins';
    }
    return head + ' — ' + (snap.result || '');
  }

  function render() {
    const snap = T.snap;
    if (!snap) {
      if (T.error) app.replaceChildren(h('p', { class: 'error', testid: 'error' }, T.error));
      return;
    }
    // Keep the log scrolled to the newest line unless the reader scrolled up.
    const oldLog = document.querySelector('[data-testid="log"]');
    const stick = !oldLog || oldLog.scrollTop + oldLog.clientHeight >= oldLog.scrollHeight - 8;
    const scroll = window.scrollY;

    const role = snap.role === 'seat' ? 'You play seat ' + (snap.seat + 1) + (seatLabel(snap, snap.seat) ? ' — ' + seatLabel(snap, snap.seat) : '')
      : snap.role === 'creator' ? 'You manage this table' : 'Spectating';
    const head = h('div', { class: 'table-head' },
      h('div', null,
        h('h1', null, snap.format === 'raid-battle' ? 'Raid Battle' : 'Battle Grid',
          h('span', { class: 'muted small' }, ' table ' + snap.table)),
        h('div', { class: 'role', testid: 'role' }, role)),
      h('div', { class: 'head-buttons' },
        snap.can_undo && !snap.over ? h('button', { type: 'button', testid: 'undo', disabled: T.pending, onclick: undo }, '↶ Undo') : null,
        snap.can_undo && snap.over ? h('button', { type: 'button', testid: 'undo', disabled: T.pending, onclick: undo }, '↶ Undo last') : null,
        snap.over ? h('a', { class: 'button', testid: 'replay', href: '/api/tables/' + encodeURIComponent(snap.table) + '/replay', download: 'altplay-' + snap.table + '.replay.json' }, 'Download replay') : null));

    const status = snap.over ? null : h('div', { class: 'status' + (snap.your_turn ? ' yours' : ''), testid: 'status' }, statusText(snap));
    // The latest lines, near the top for phones (the full log is further down there).
    const latest = (snap.log || []).slice(-4);
    const recent = latest.length ? h('ol', { class: 'recent', testid: 'recent' }, latest.map((line) => h('li', null, line))) : null;
    const outcome = snap.over ? h('div', { class: 'outcome', testid: 'outcome' }, outcomeText(snap)) : null;
    const error = T.error ? h('div', { class: 'error', testid: 'error', role: 'alert' }, T.error) : null;

    const body = snap.format === 'raid-battle' ? raidScreen(snap) : gridScreen(snap);
    const root = h('div', {
      class: 'table-page ' + snap.format,
      testid: 'table',
      data: {
        format: snap.format,
        version: String(snap.version),
        actions: String(snap.actions),
        toMove: snap.to_move === null ? '' : String(snap.to_move),
        yourTurn: String(!!snap.your_turn),
        over: String(!!snap.over),
        role: snap.role,
        pending: String(T.pending),
      },
    }, head, outcome, status, error, recent, body, manageBox(snap));
    app.replaceChildren(root);
    const log = document.querySelector('[data-testid="log"]');
    if (log && stick) log.scrollTop = log.scrollHeight;
    window.scrollTo(0, scroll);
  }

  function logBox(snap) {
    const lines = snap.log || [];
    return h('section', { class: 'panel log-panel' },
      h('h2', null, 'What happened'),
      h('ol', { class: 'log', testid: 'log' },
        lines.map((line, i) => h('li', {
          class: (i >= T.freshFrom ? 'fresh' : '') + (/^— .* —$/.test(line) ? ' round' : ''),
          testid: 'log-line',
        }, line))));
  }

  function manageBox(snap) {
    if (snap.role !== 'creator' && snap.role !== 'seat') return null;
    const policies = (optionsCache && optionsCache.players && optionsCache.players[snap.format]) || ['greedy'];
    const seatRow = (s) => {
      const i = s.seat;
      const mine = snap.role === 'seat' && snap.seat === i;
      if (snap.role !== 'creator' && !mine) return null;
      const choice = T.aiChoice[i] || (policies.includes('greedy') ? 'greedy' : policies[0]);
      const control = snap.over ? null : s.ai
        ? h('button', { type: 'button', class: 'small', testid: 'take-back-' + (i + 1), onclick: () => setAi(i, null) }, 'Take back from AI')
        : h('span', { class: 'ai-give' },
          select({ class: 'small', testid: 'ai-policy-' + (i + 1), onchange: (e) => { T.aiChoice[i] = e.target.value; } },
            policies.map((p) => [p, p]), choice),
          h('button', { type: 'button', class: 'small', testid: 'give-ai-' + (i + 1), onclick: () => setAi(i, T.aiChoice[i] || choice) }, 'Give to AI'));
      const link = snap.role === 'creator' && snap.tokens
        ? linkRow(s.name, tableUrl(snap.table, snap.tokens.seats[i]), 'link-seat-' + (i + 1), s.ai ? '— AI (' + s.ai + ')' : '— a person')
        : h('div', { class: 'link-label' }, h('strong', null, s.name), s.ai ? ' — AI (' + s.ai + ')' : ' — you');
      return h('div', { class: 'manage-seat', testid: 'manage-seat-' + (i + 1) }, link, h('div', { class: 'row' }, control));
    };
    const rows = snap.seats.map(seatRow).filter(Boolean);
    return h('details', { class: 'panel manage', testid: 'manage', open: snap.role === 'creator' },
      h('summary', null, snap.role === 'creator' ? 'Seats and links' : 'My seat'),
      rows,
      snap.role === 'creator' ? linkRow('Spectators', tableUrl(snap.table, null), 'link-spectator') : null);
  }

  // ---------------------------------------------------------------- Raid Battle screen

  const CHEERS = {
    double_damage: 'Double damage for one Pokémon this turn',
    heal_all80: 'Heal 80 from each player\'s Pokémon',
    heal_all_80: 'Heal 80 from each player\'s Pokémon',
    heal_one: 'Heal all damage from one Pokémon',
    boss_one_card: 'The boss plays at most one card next turn',
    plus50: '+50 damage to all players\' attacks this turn',
    plus_50: '+50 damage to all players\' attacks this turn',
  };

  function hpBar(left, total, testid, big) {
    const pct = total > 0 ? Math.max(0, Math.min(100, (100 * left) / total)) : 0;
    const tone = pct > 50 ? 'high' : pct > 20 ? 'mid' : 'low';
    return h('div', { class: 'hp' + (big ? ' big' : ''), testid, data: { left: String(left), total: String(total) } },
      h('div', { class: 'hp-track' }, h('div', { class: 'hp-fill ' + tone, style: 'width:' + pct.toFixed(1) + '%' })),
      h('span', { class: 'hp-text' }, left + ' / ' + total + ' HP'));
  }

  function bossCardText(view) {
    const n = view.last_boss_card;
    if (n === null || n === undefined) return null;
    const attack = n <= 8 ? 1 : n <= 16 ? 2 : 3;
    const target = ((n - 1) % 4) + 1;
    const a = view.boss.attacks[attack - 1];
    return 'Last boss card: #' + n + ' — ' + (a ? a[0] + ' (' + a[1] + ')' : 'attack ' + attack) + ' at seat ' + target;
  }

  function raidScreen(snap) {
    const v = snap.view;
    const boss = v.boss;
    const kos = h('div', { class: 'kos', testid: 'knockouts', data: { count: String(v.knockouts) }, title: 'Knock Outs: at the 4th the players lose' },
      h('span', { class: 'kos-label' }, 'Knock Outs'),
      [0, 1, 2, 3].map((k) => h('span', { class: 'ko-dot' + (k < v.knockouts ? ' on' : '') }, k < v.knockouts ? '✕' : '')),
      h('span', { class: 'kos-count' }, v.knockouts + ' of 4'));
    const cheerBits = [];
    if (v.last_cheer) cheerBits.push(h('div', null, 'Last Cheer card: ', h('strong', null, CHEERS[v.last_cheer] || String(v.last_cheer))));
    const inForce = [];
    if (v.double_damage) {
      const p = v.pairs[v.double_damage.seat];
      const mon = p && p.pokemon[v.double_damage.slot];
      inForce.push('×2 damage this turn for seat ' + (v.double_damage.seat + 1) + ' ' + (mon ? mon.name : ''));
    }
    if (v.plus50) inForce.push('+50 damage to every attack this turn');
    if (v.boss_one_card) inForce.push('the boss plays at most one card next turn');
    if (inForce.length) cheerBits.push(h('div', { class: 'effect', testid: 'in-force' }, 'In force: ' + inForce.join('; ')));
    const bossPanel = h('section', { class: 'panel boss' },
      h('div', { class: 'boss-title' },
        h('h2', { testid: 'boss-name' }, boss.name),
        h('span', { class: 'badge level', testid: 'level' }, 'Level ' + v.level),
        h('span', { class: 'muted small' }, 'round ' + v.round)),
      hpBar(boss.hp_left, boss.hp, 'boss-hp', true),
      h('div', { class: 'boss-attacks muted small' },
        boss.attacks.map((a, k) => h('span', null, (k + 1) + '. ' + a[0] + ' ' + a[1])),
        h('span', null, 'up to ' + boss.max_attacks_per_turn + ' a turn')),
      bossCardText(v) ? h('div', { class: 'last-card', testid: 'last-boss-card' }, bossCardText(v)) : null,
      kos,
      h('div', { class: 'cheer', testid: 'cheer' }, cheerBits.length ? cheerBits : h('span', { class: 'muted' }, 'No Cheer card in force')),
      boss.label ? h('div', { class: 'muted tiny' }, boss.label) : null);

    const toMove = snap.to_move;
    const pairs = h('section', { class: 'pairs' }, v.pairs.map((p) => {
      const seat = p.seat;
      const s = snap.seats[seat] || {};
      const order = [p.active_slot, 1 - p.active_slot];
      return h('div', {
        class: 'pair' + (seat === toMove ? ' to-move' : '') + (snap.seat === seat ? ' mine' : ''),
        testid: 'pair-' + (seat + 1),
      },
      h('div', { class: 'pair-head' },
        h('strong', null, 'Seat ' + (seat + 1)),
        snap.seat === seat ? h('span', { class: 'badge you' }, 'you') : null,
        h('span', { class: 'badge' }, p.physical ? 'physical cards' : 'in the app'),
        s.ai ? h('span', { class: 'badge ai', testid: 'ai-badge-' + (seat + 1) }, 'AI ' + s.ai) : null,
        p.gx_used ? h('span', { class: 'badge gx', testid: 'gx-used-' + (seat + 1) }, 'GX used') : null,
        seat === toMove ? h('span', { class: 'badge turn' }, 'to move') : null),
      order.map((slot, k) => {
        const mon = p.pokemon[slot];
        const dd = v.double_damage && v.double_damage.seat === seat && v.double_damage.slot === slot;
        return h('div', { class: 'mon' + (k === 0 ? ' active' : ' bench') + (mon.knocked_out ? ' ko' : ''), testid: 'mon-' + (seat + 1) + '-' + (k === 0 ? 'active' : 'bench') },
          h('div', { class: 'mon-line' },
            h('span', { class: 'mon-where' }, k === 0 ? 'Active' : 'Bench'),
            h('span', { class: 'mon-name' }, mon.name),
            mon.knocked_out ? h('span', { class: 'badge ko' }, 'Knocked Out') : null,
            dd ? h('span', { class: 'badge effect' }, '×2') : null),
          hpBar(mon.hp_left, mon.hp, null, false),
          k === 0 ? h('div', { class: 'mon-attacks muted tiny' }, mon.attacks.map((a) => a[0] + ' ' + (a[1] || '—')).join(' · ')) : null);
      }));
    }));

    return h('div', { class: 'raid' },
      h('div', { class: 'raid-main' }, bossPanel, turnPanel(snap), pairs),
      logBox(snap));
  }

  function actionKind(action) {
    if (typeof action === 'string') return action;
    return Object.keys(action)[0];
  }

  function turnPanel(snap) {
    if (!snap.your_turn || snap.over) return null;
    const legal = snap.legal || [];
    const groups = { main: [], flips: [] };
    legal.forEach((l, k) => {
      const kind = actionKind(l.action);
      const button = h('button', {
        type: 'button',
        class: 'action ' + kind,
        testid: 'legal-' + k,
        disabled: T.pending,
        data: { kind, action: JSON.stringify(l.action) },
        onclick: () => act(l.action),
      }, kind === 'flips' ? '🪙 ' + l.label : l.label);
      (kind === 'flips' ? groups.flips : groups.main).push(button);
    });
    const parts = [h('h2', null, 'Your move')];
    if (groups.main.length) parts.push(h('div', { class: 'actions', testid: 'actions' }, groups.main));
    if (groups.flips.length) {
      parts.push(h('div', { class: 'flips', testid: 'flips' },
        h('div', { class: 'muted small' }, 'Coin attacks: flip real coins, then tap how many heads'), groups.flips));
    }
    if (snap.report) parts.push(reportForm(snap.report));
    return h('section', { class: 'panel turn', testid: 'turn' }, parts);
  }

  function reportForm(report) {
    const max = report.max || 990;
    const step = report.step || 10;
    const r = T.report;
    const input = h('input', {
      type: 'number', min: 0, max, step, inputmode: 'numeric', class: 'num big', testid: 'report-damage',
      value: String(r.damage), 'aria-label': 'Damage done',
      oninput: (e) => { r.damage = e.target.value === '' ? 0 : Number(e.target.value); check(); },
    });
    const msg = h('span', { class: 'error small', testid: 'report-problem' });
    const send = h('button', {
      type: 'submit', class: 'primary', testid: 'report-send', disabled: T.pending,
    }, 'Report damage');
    function check() {
      const d = Number(r.damage);
      const ok = Number.isInteger(d) && d >= 0 && d <= max && d % step === 0;
      msg.textContent = ok ? '' : 'a multiple of ' + step + ' from 0 to ' + max;
      send.disabled = T.pending || !ok;
      return ok;
    }
    const bump = (delta) => () => {
      const d = Math.max(0, Math.min(max, (Number(r.damage) || 0) + delta));
      r.damage = d - (d % step);
      input.value = String(r.damage);
      check();
    };
    const form = h('form', {
      class: 'report', testid: 'report',
      onsubmit: (e) => {
        e.preventDefault();
        if (!check()) return;
        act({ report: { damage: Number(r.damage), gx: !!(report.gx && r.gx) } });
      },
    },
    h('div', { class: 'muted small' }, 'Played with physical cards? Report the damage your attack did to the boss:'),
    h('div', { class: 'row' },
      h('button', { type: 'button', testid: 'report-minus', onclick: bump(-step) }, '−' + step),
      input,
      h('button', { type: 'button', testid: 'report-plus', onclick: bump(step) }, '+' + step),
      h('button', { type: 'button', testid: 'report-plus50', onclick: bump(50) }, '+50')),
    report.gx ? h('label', { class: 'check' },
      h('input', { type: 'checkbox', testid: 'report-gx', checked: r.gx, onchange: (e) => { r.gx = e.target.checked; } }),
      ' it was a GX attack (once per pair)') : null,
    h('div', { class: 'row' }, send, msg));
    check();
    return form;
  }

  // ---------------------------------------------------------------- Battle Grid screen

  const COLUMNS = ['A', 'B', 'C'];
  const CLASS_SHORT = { Basic: 'Basic', 'Stage 1': 'St 1', 'Stage 2': 'St 2', 'Rule box': 'Rule box' };

  function spaceName(i) {
    return COLUMNS[i % 3] + (Math.floor(i / 3) + 1);
  }

  function maskSpaces(mask) {
    const out = [];
    for (let i = 0; i < 15; i++) if (mask & (1 << i)) out.push(i);
    return out;
  }

  function gridScreen(snap) {
    const v = snap.view;
    const cards = snap.cards || [];
    const legal = snap.legal || [];
    const places = snap.your_turn ? legal.filter((a) => a && a.place).map((a) => a.place) : [];
    const canPass = snap.your_turn && legal.some((a) => a === 'pass');
    const sel = T.grid;
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
        if (T.freshSpaces.has(i)) classes.push('fresh');
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
              T.grid = { card: sel.card === card ? null : card, space: null, chosen: new Set() };
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
            type: 'button', testid: 'cancel', onclick: () => { T.grid = { card: null, space: null, chosen: new Set() }; render(); },
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

  // ---------------------------------------------------------------- start

  const match = location.pathname.match(/^\/t\/([^/]+)\/?$/);
  if (match) showTable(decodeURIComponent(match[1]));
  else showHome();
})();
