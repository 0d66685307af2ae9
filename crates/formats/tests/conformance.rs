//! The conformance suite, run on every registered format (in the spirit of OpenSpiel's
//! `basic_tests` and shakmaty's perft files). Each test is one [`Visit`], so a new format is
//! checked by being registered. Games are the format's default configuration played by a seeded
//! random player, a few per format so the suite stays quick.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use altplay_core::golden::assert_golden_replay;
use altplay_core::{GameRng, Policy, RandomPolicy, Replay, Seat, ToMove};
use altplay_formats::{Format, Registered, Visit, visit_each};
use altplay_sealed::TeamBattleSealed;
use altplay_team_battle::TeamBattle;
use serde_json::Value;

/// Games per format and test.
const GAMES: u64 = 6;

/// Plays game `seed` of `F`'s default configuration with a random player, calling `step` before
/// each action with the game and its legal actions; returns the finished game and its replay.
fn walk<F: Format>(seed: u64, mut step: impl FnMut(&F, &[F::Action])) -> (F, Replay) {
    let setup = F::setup(F::default_config()).expect("the default configuration is sound");
    let mut game = F::start(&setup, seed, true);
    let mut replay = Replay::new(F::NAME, F::config(&setup), seed);
    let mut player = RandomPolicy::<F>::new(seed ^ 0x5EED);
    let mut legal = Vec::new();
    for _ in 0..10_000 {
        game.legal_actions(&mut legal);
        step(&game, &legal);
        if game.to_move() == ToMove::Terminal {
            replay.outcome = game.outcome();
            return (game, replay);
        }
        let action = player.choose(&game);
        game.apply(&action).expect("a legal action is taken");
        replay.push(&action);
    }
    panic!("{} game {seed} did not end in 10,000 actions", F::NAME);
}

/// Actions that were legal at some point, and legal ones with a number changed: what a client
/// might send at the wrong time.
fn candidates<F: Format>(legal: &[F::Action], seen: &HashSet<F::Action>) -> Vec<F::Action> {
    let mut out: Vec<F::Action> = seen.iter().take(300).cloned().collect();
    for action in legal.iter().take(50) {
        let json = serde_json::to_value(action).expect("actions serialize");
        for bump in [1, 255] {
            let changed = bump_numbers(json.clone(), bump);
            if let Ok(a) = serde_json::from_value::<F::Action>(changed) {
                out.push(a);
            }
        }
    }
    out
}

fn bump_numbers(value: Value, by: u64) -> Value {
    match value {
        Value::Number(n) => n
            .as_u64()
            .map_or(Value::Number(n), |n| (n.wrapping_add(by) % 256).into()),
        Value::Array(items) => items.into_iter().map(|v| bump_numbers(v, by)).collect(),
        Value::Object(map) => map
            .into_iter()
            .map(|(k, v)| (k, bump_numbers(v, by)))
            .collect(),
        other => other,
    }
}

#[derive(Clone)]
struct LegalIffApplied;
impl Visit for LegalIffApplied {
    type Output = ();
    fn visit<F: Registered>(self) {
        for seed in 0..GAMES {
            let mut seen = HashSet::new();
            walk::<F>(seed, |game, legal| {
                for action in legal {
                    let mut copy = game.clone();
                    if let Err(e) = copy.apply(action) {
                        panic!("{}: listed {action:?} is refused: {e}", F::NAME);
                    }
                    // The simulations' way, which may skip the check, does the same.
                    let mut listed = game.clone();
                    listed.apply_listed(action);
                    assert!(
                        listed == copy,
                        "{}: apply_listed({action:?}) differs from apply",
                        F::NAME
                    );
                }
                // A refusal leaves the copy as the game was (checked), so the next candidate
                // is tried on it: a copy is made again only after an accepted one.
                let mut copy = game.clone();
                for action in candidates::<F>(legal, &seen) {
                    match copy.apply(&action) {
                        Ok(()) => {
                            assert!(
                                legal.contains(&action),
                                "{}: {action:?} is accepted but not listed",
                                F::NAME
                            );
                            copy = game.clone();
                        }
                        Err(_) => assert!(
                            copy == *game,
                            "{}: the refused {action:?} changed the game",
                            F::NAME
                        ),
                    }
                }
                seen.extend(legal.iter().cloned());
            });
        }
    }
}

#[test]
fn legal_actions_are_what_apply_accepts_apply_listed_agrees_and_a_refusal_changes_nothing() {
    visit_each(LegalIffApplied);
}

#[derive(Clone)]
struct TerminalIffOutcome;
impl Visit for TerminalIffOutcome {
    type Output = ();
    fn visit<F: Registered>(self) {
        for seed in 0..GAMES {
            walk::<F>(seed, |game, legal| {
                let terminal = game.to_move() == ToMove::Terminal;
                assert_eq!(terminal, game.outcome().is_some(), "{}", F::NAME);
                assert_eq!(terminal, legal.is_empty(), "{}", F::NAME);
                for action in legal {
                    let actor = game.actor(action);
                    assert!(
                        actor.is_some_and(|seat| game.to_move().includes(seat)),
                        "{}: {action:?} is taken by {actor:?}, not a seat that may act",
                        F::NAME
                    );
                }
            });
        }
    }
}

#[test]
fn over_exactly_with_an_outcome_and_no_legal_action_and_each_action_a_movers() {
    visit_each(TerminalIffOutcome);
}

#[derive(Clone)]
struct ReplayRoundTrip;
impl Visit for ReplayRoundTrip {
    type Output = ();
    fn visit<F: Registered>(self) {
        for seed in 0..GAMES {
            let (game, replay) = walk::<F>(seed, |_, _| {});
            let text = serde_json::to_string(&replay).expect("replays serialize");
            let read: Replay = serde_json::from_str(&text).expect("a replay reads back");
            let config: F::Config = read.config().expect("its configuration reads back");
            let setup = F::setup(config).expect("and is sound");
            let again = read
                .play_on(F::start(&setup, read.seed, true))
                .unwrap_or_else(|e| panic!("{} game {seed}: {e}", F::NAME));
            assert!(again == game, "{} game {seed} replays differently", F::NAME);
            let replayed = altplay_formats::replay(&read).expect("the registry replays it");
            assert_eq!(replayed.result, game.result());
            assert_eq!(replayed.log, game.log());
        }
    }
}

#[test]
fn a_replay_round_trips_through_json_to_the_same_game() {
    visit_each(ReplayRoundTrip);
}

#[derive(Clone)]
struct LogTails;
impl Visit for LogTails {
    type Output = ();
    fn visit<F: Registered>(self) {
        for seed in 0..GAMES {
            let mut step = 0;
            walk::<F>(seed, |game, _| {
                // Every 16th position: the whole log is worded to compare with.
                step += 1;
                if step % 16 != 1 && game.to_move() != ToMove::Terminal {
                    return;
                }
                let log = game.log();
                for lines in [0, 1, 7, 80] {
                    assert_eq!(
                        game.log_tail(lines),
                        log[log.len().saturating_sub(lines)..],
                        "{} game {seed}: the log's last {lines} lines",
                        F::NAME
                    );
                }
            });
        }
    }
}

/// What a table shows of the log, worded from its end, is the end of the log in words.
#[test]
fn the_last_lines_of_a_log_are_those_of_the_whole_log() {
    visit_each(LogTails);
}

#[derive(Clone)]
struct NothingHiddenLeaks;

/// How many redeals changed what other seats see: counted apart for the redealt seat's
/// teammates and its opponents.
#[derive(Debug, Default)]
struct SeenChanged {
    teammates: usize,
    opponents: usize,
}

impl Visit for NothingHiddenLeaks {
    /// What the redeals changed for the other seats: checks that can fail.
    type Output = (&'static str, SeenChanged);
    fn visit<F: Registered>(self) -> Self::Output {
        let setup = F::setup(F::default_config()).expect("the default configuration is sound");
        let seats = F::seat_names(&setup).len() as u8;
        let mut rng = GameRng::from_seed(7);
        let mut changed = SeenChanged::default();
        for seed in 0..GAMES {
            walk::<F>(seed, |game, _| {
                let ToMove::Seat(seat) = game.to_move() else {
                    return;
                };
                let Some(redealt) = game.redeal(seat, &mut rng) else {
                    return;
                };
                // What the engine's view and the board for people show of the game.
                let view = |g: &F, s: Seat| {
                    let view = serde_json::to_string(&g.view(Some(s))).unwrap();
                    view + &serde_json::to_string(&g.board(Some(s))).unwrap()
                };
                assert_eq!(
                    view(&redealt, seat),
                    view(game, seat),
                    "{}: seat {} sees something the redeal changed, so its view shows what it may not see",
                    F::NAME,
                    seat.0
                );
                for other in (0..seats).map(Seat).filter(|&s| s != seat) {
                    let seen = usize::from(view(&redealt, other) != view(game, other));
                    if game.team_of(other) == game.team_of(seat) {
                        changed.teammates += seen;
                    } else {
                        changed.opponents += seen;
                    }
                }
            });
        }
        (F::NAME, changed)
    }
}

/// A redeal for a seat deals again what it may not see; its own view must not change. What
/// another seat holds did change at least once where the format hides hands: an opponent's
/// (Battle Grid, Team Battle), and a teammate's (Team Battle, TB-6: hands are hidden from
/// teammates too). At a Sealed table the pools are hidden too, from opponents and teammates
/// alike (TB-13), while the decks are built.
#[test]
fn no_view_contains_another_seats_hidden_cards() {
    let hides_from_teammates = [TeamBattle::NAME, TeamBattleSealed::NAME];
    for (format, changed) in visit_each(NothingHiddenLeaks) {
        if format == altplay_battle_grid::FORMAT || hides_from_teammates.contains(&format) {
            assert!(
                changed.opponents > 0,
                "{format}: no redeal changed an opponent's hand"
            );
        }
        if hides_from_teammates.contains(&format) {
            assert!(
                changed.teammates > 0,
                "{format}: no redeal changed a teammate's hand"
            );
        }
    }
}

fn spec_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/spec")
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() && !path.ends_with("target") {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

#[derive(Clone)]
struct RuleCoverage<'a>(&'a str);
impl Visit for RuleCoverage<'_> {
    /// The format's rule ids without a test named after them.
    type Output = Vec<String>;
    fn visit<F: Registered>(self) -> Vec<String> {
        let (file, prefix) = F::SPEC;
        let path = spec_dir().join(file);
        let spec =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // A rule is a list item that starts with its id: "- RB-12 …".
        let ids: Vec<u32> = spec
            .lines()
            .filter_map(|l| l.strip_prefix(&format!("- {prefix}-")))
            .filter_map(|rest| {
                rest.split(|c: char| !c.is_ascii_digit())
                    .next()?
                    .parse()
                    .ok()
            })
            .collect();
        assert!(
            !ids.is_empty(),
            "{}: no {prefix}-n rules found",
            path.display()
        );
        let lower = prefix.to_ascii_lowercase();
        ids.iter()
            .filter(|n| !self.0.contains(&format!("fn {lower}_{n}_")))
            .map(|n| format!("{prefix}-{n}"))
            .collect()
    }
}

#[test]
fn every_rule_of_every_format_has_a_test_named_after_it() {
    let mut sources = String::new();
    rust_sources(&crates_dir(), &mut sources);
    let missing: Vec<String> = visit_each(RuleCoverage(&sources)).concat();
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}

/// Seeds whose legal-action counts are checked in.
const FINGERPRINT_SEEDS: [u64; 3] = [1, 2, 3];

#[derive(Clone)]
struct Fingerprint;
impl Visit for Fingerprint {
    type Output = (&'static str, String);
    fn visit<F: Registered>(self) -> Self::Output {
        let mut text = String::new();
        for seed in FINGERPRINT_SEEDS {
            let mut counts = Vec::new();
            walk::<F>(seed, |_, legal| counts.push(legal.len().to_string()));
            text += &format!("seed {seed}: {}\n", counts.join(" "));
        }
        (F::NAME, text)
    }
}

/// Like perft files: the number of legal actions at every step of a few seeded games, per
/// format. A change to the rules, the data or the random source shows here as a diff;
/// `UPDATE_GOLDEN=1` rewrites the files for an intended change.
#[test]
fn legal_action_counts_match_the_checked_in_fingerprints() {
    for (format, fresh) in visit_each(Fingerprint) {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fingerprints")
            .join(format!("{format}.txt"));
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&path, &fresh).unwrap();
        }
        let stored = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
        assert_eq!(
            stored,
            fresh,
            "{format}: legal-action counts differ from {}",
            path.display()
        );
    }
}

/// The seed of each format's golden game.
const GOLDEN_SEED: u64 = 2026;

#[derive(Clone)]
struct Golden;
impl Visit for Golden {
    type Output = ();
    /// The default configuration played by the format's greedy player at every seat, each
    /// seeded by the one seed rule.
    fn visit<F: Registered>(self) {
        let setup = F::setup(F::default_config()).expect("the default configuration is sound");
        let game = F::start(&setup, GOLDEN_SEED, true);
        let mut players = std::collections::HashMap::new();
        let (replay, game) =
            Replay::play_out(F::NAME, F::config(&setup), GOLDEN_SEED, game, |g, seat| {
                let player = players.entry(seat).or_insert_with(|| {
                    let seed = altplay_formats::seat_seed(GOLDEN_SEED, seat);
                    F::player(&setup, altplay_ai::PolicySpec::Greedy, seat, seed, None)
                        .expect("every format has a greedy player")
                });
                player.choose(g)
            })
            .expect("the greedy player takes legal actions");
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
        let stored = assert_golden_replay(&dir.join(format!("{}.replay.json", F::NAME)), &replay);
        let again = altplay_formats::replay(&stored).expect("the golden replay replays");
        assert_eq!(again.log, game.log());
        let log_path = dir.join(format!("{}.log.txt", F::NAME));
        let log = game.log().join("\n") + "\n";
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(&log_path, &log).unwrap();
        }
        let stored_log = std::fs::read_to_string(&log_path)
            .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", log_path.display()));
        assert_eq!(stored_log, log, "{}: the event log differs", F::NAME);
    }
}

/// A whole game per format checked in, its replay and its event log in words: a change to the
/// rules, the data, the random source, the players or the words shows here as a diff.
#[test]
fn each_format_plays_its_golden_game() {
    visit_each(Golden);
}
