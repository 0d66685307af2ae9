// TB-6 at the table: the question waiting for its answer, which every device shows, with the
// answers (from `legal`: yes, no, or that they cannot answer) on the device of the teammate it is for; and, on the device of the
// player whose turn it is, the question box: one of the app's questions (view.standard_questions)
// or the player's own words, 1 to 100 characters. A question is free text, so the server never
// lists it among the legal actions: the box makes the action itself.

import { act, actionButton } from '../actions.js';
import { h, select } from '../dom.js';
import { T } from '../table_state.js';
import { seatName, teammate } from './team-battle-seating.js';

/** The longest question the server takes (talk.rs), in characters. */
const MAX_CHARS = 100;

/** The question waiting for its answer, or null. */
export function askedPanel(snap) {
  const v = snap.view;
  const asked = v.asked;
  if (!asked) return null;
  const to = seatName(v, asked.to);
  const answers = snap.your_turn
    ? (snap.legal || []).map((l, k) => ({ ...l, k })).filter((l) => l.action.do === 'answer' || l.action.do === 'cannot_answer')
    : [];
  const ai = snap.seats[asked.to] && snap.seats[asked.to].ai;
  return h('section', { class: 'panel tb-asked', testid: 'asked' },
    h('h2', null, seatName(v, asked.by) + ' asks ' + (snap.seat === asked.to ? 'you' : to)),
    h('p', { class: 'tb-question', testid: 'asked-question' }, '“' + asked.question + '”'),
    answers.length
      ? h('div', { class: 'row wrap', testid: 'answers' }, answers.map((l) => actionButton(l, l.k, 'answer')))
      : h('div', { class: 'muted small' }, 'Waiting for ' + to + (ai ? ' (AI)' : '') + ' to answer…'));
}

/** The question box of the player whose turn it is, when the server says they may ask now. */
export function questionBox(snap) {
  if (!snap.your_turn || snap.over || !snap.view.may_ask) return null;
  const v = snap.view;
  const mate = seatName(v, teammate(snap.seat));
  const head = h('h2', null, 'Ask ' + mate + ' a yes/no question');
  // The draft lives in T.local, which every action clears, so it survives a redraw.
  const draft = T.local.question || '';
  const send = h('button', { type: 'submit', class: 'primary', testid: 'question-send' }, 'Ask');
  const text = h('input', {
    type: 'text', class: 'tb-question-text', maxlength: MAX_CHARS, value: draft, testid: 'question-text',
    placeholder: '…or your own words', 'aria-label': 'Your question to ' + mate,
    oninput: (e) => { T.local.question = e.target.value; check(); },
  });
  const offered = [['', 'Choose a question…']].concat(v.standard_questions.map((q) => [q, q]));
  const choice = select({
    class: 'tb-question-choice', testid: 'question-choice', 'aria-label': 'A question the app offers',
    onchange: (e) => { text.value = e.target.value; T.local.question = e.target.value; check(); },
  }, offered, v.standard_questions.includes(draft) ? draft : '');
  function check() {
    const n = [...text.value.trim()].length;
    send.disabled = T.pending || n < 1 || n > MAX_CHARS;
  }
  check();
  return h('form', {
    class: 'panel tb-ask', testid: 'question-box',
    onsubmit: (e) => { e.preventDefault(); act({ do: 'ask', question: text.value.trim() }); },
  }, head, choice, text,
  h('div', { class: 'row' }, send,
    h('span', { class: 'muted small', testid: 'questions-left', data: { count: String(v.questions_left) } },
      v.questions_left + (v.questions_left === 1 ? ' question' : ' questions') + ' left this turn')));
}
