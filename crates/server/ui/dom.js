// DOM helpers shared by every screen: h() builds an element, select() a drop-down, debounce()
// delays a handler, copyText() copies to the clipboard (with a fallback for plain-HTTP pages),
// tableUrl() and linkRow() make and show the links to a table. Also `app`, the element the
// pages draw into. Nothing here knows about the API or the games.

/** The element every page is drawn into. */
export const app = document.getElementById('app');

/** An element: h('div', {class: 'x', testid: 'y', onclick: f}, child, …). */
export function h(tag, props, ...kids) {
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

/** fn, called once calls stop for ms milliseconds (with the last call's arguments). */
export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** The address of a table's page, with a token (seat, manage) or without (spectators). */
export function tableUrl(id, token) {
  return location.origin + '/t/' + encodeURIComponent(id) +
    (token ? '?token=' + encodeURIComponent(token) : '');
}

/** Copies text; the button, if any, says for a moment whether it worked. */
export async function copyText(text, button) {
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
export function linkRow(label, href, testid, note) {
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

/**
 * A drop-down with a search box before it, for a long list: typing keeps the choices whose label
 * holds every word typed (the one chosen stays).
 */
export function searchSelect(props, choices, current, placeholder) {
  const list = select(props, choices, current);
  const narrow = (e) => {
    const words = e.target.value.toLowerCase().split(/\s+/).filter(Boolean);
    for (const option of list.options) {
      option.hidden = !option.selected && !words.every((w) => option.textContent.toLowerCase().includes(w));
    }
  };
  const search = h('input', {
    type: 'search', class: 'choice-search', placeholder, 'aria-label': placeholder,
    testid: props.testid ? props.testid + '-search' : null, oninput: narrow,
  });
  return h('span', { class: 'searchable' }, search, list);
}

/** A drop-down: choices are [value, label] pairs, current is the selected value. */
export function select(props, choices, current) {
  return h('select', props, choices.map(([value, label]) =>
    h('option', { value, selected: value === current }, label)));
}
