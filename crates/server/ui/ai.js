// AI players in words for people: a strength (easy, normal, strong) and what the player does,
// with the policy spec (`greedy`, `ismcts:iters=200`) kept for a tooltip, where a designer finds
// it.

import { h } from './dom.js';

/** The strength of the AI player `spec`, in a word. */
export function aiStrength(spec) {
  if (spec === 'random') return 'easy';
  if (spec === 'greedy') return 'normal';
  const iters = /iters=(\d+)/.exec(spec);
  return iters && Number(iters[1]) >= 1000 ? 'very strong' : 'strong';
}

/** What the AI player `spec` does, in a phrase. */
export function aiDoes(spec) {
  if (spec === 'random') return 'plays any move it may';
  if (spec === 'greedy') return 'plays the move that looks best now';
  const iters = /iters=(\d+)/.exec(spec);
  const ms = /ms=(\d+)/.exec(spec);
  if (iters) return 'plays ' + iters[1] + ' games ahead before each move';
  if (ms) return 'thinks ' + (Number(ms[1]) / 1000) + ' s ahead before each move';
  return 'thinks ahead before each move';
}

/** "AI, normal": how a seat's player is named. */
export function aiWords(spec) {
  return 'AI, ' + aiStrength(spec);
}

/** A badge naming a seat's AI player, its spec in the tooltip. */
export function aiBadge(spec, testid) {
  return h('span', { class: 'badge ai', testid, title: aiDoes(spec) + ' (' + spec + ')' }, aiWords(spec));
}

/**
 * The players offered for a seat as [value, label] choices: a person, then each AI by its
 * strength; two of one strength are told apart by what they do.
 */
export function aiChoices(specs) {
  const count = (word) => specs.filter((s) => aiStrength(s) === word).length;
  return [['person', 'a person']].concat(specs.map((s) => [s, count(aiStrength(s)) > 1
    ? aiWords(s) + ' (' + aiDoes(s) + ')' : aiWords(s)]));
}
