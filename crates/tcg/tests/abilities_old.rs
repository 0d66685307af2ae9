//! Abilities of the older theme decks' cards (Poké-Powers and Poké-Bodies) played on real
//! cards: a trigger on an Energy of a type attached from the hand, Energy searched for in the
//! discard pile (attached, on top of the deck), Special Conditions left by a power.

mod common;

use altplay_core::Seat;
use altplay_tcg::effect::SpecialCondition;
use altplay_tcg::game::{Action, CardId, InPlay, Tcg};
use common::*;

const GRASS: &str = "Grass Energy";

/// A Grookey, bare.
fn grookey() -> Mon {
    mon("swsh1-11")
}

/// Seat 1's Active `mine` against seat 2's Active `theirs`, two Grass Energy in each deck.
fn duel(mine: Mon, theirs: Mon) -> Pos {
    Pos::duel(mine, theirs).decks(&[GRASS; 2])
}

/// Seat 1's Active `mine` against a Grookey.
fn against_grookey(mine: Mon) -> Pos {
    duel(mine, grookey())
}

/// A game with `active` as the first seat's Active Pokémon and `hand` and `discard`, against a
/// Grookey.
fn game_with(active: Mon, hand: &[&str], discard: &[&str]) -> Tcg {
    against_grookey(active)
        .hand(0, hand)
        .discard(0, discard)
        .game(1)
}

/// The game `pos` lays out (seed 1) after seat 1's Active used its first attack.
fn attacked(pos: &Pos) -> Tcg {
    pos.attacking(0, 1)
}

/// Attaches `card` from the hand to `target`.
fn attach(game: &mut Tcg, card: CardId, target: u16) {
    play(game, &[Action::Attach { card, target }]);
}

/// The first ability of `pokemon`.
fn ability(pokemon: u16) -> Action {
    Action::Ability { pokemon, index: 0 }
}

/// Uses the first ability of `pokemon`, saying yes to it.
fn use_ability(game: &mut Tcg, pokemon: u16) {
    play(game, &[ability(pokemon), Action::Yes]);
}

/// Whether `pokemon` is affected by `condition`.
fn has(pokemon: &InPlay, condition: SpecialCondition) -> bool {
    pokemon.conditions().has(condition)
}

#[test]
fn an_energy_of_the_type_attached_from_the_hand_sets_the_ability_off() {
    // Quagsire's Saturation: "When you attach a Water Energy card from your hand to Quagsire,
    // remove all Special Conditions and 2 damage counters from Quagsire."
    let quagsire = |conditions: &[&str]| {
        game_with(
            mon("ex7-26").damage(40).conditions(conditions),
            &["Water Energy", GRASS],
            &[],
        )
    };
    let mut game = quagsire(&["poisoned", "confused"]);
    let (water, grass) = (game.board(Seat(0)).hand()[0], game.board(Seat(0)).hand()[1]);
    let target = active(&game, 0).uid();
    attach(&mut game, water, target);
    let quagsire_now = active(&game, 0);
    assert_eq!(quagsire_now.damage(), 20, "2 damage counters removed");
    assert!(!has(quagsire_now, SpecialCondition::Poisoned));
    assert!(!has(quagsire_now, SpecialCondition::Confused));

    // Another type sets nothing off.
    let mut game = quagsire(&["poisoned"]);
    attach(&mut game, grass, target);
    let quagsire_now = active(&game, 0);
    assert_eq!(quagsire_now.damage(), 40);
    assert!(has(quagsire_now, SpecialCondition::Poisoned));
}

#[test]
fn special_conditions_removed_when_energy_of_the_type_is_attached() {
    // Lombre's Natural Cure: "When you attach a Water Energy card from your hand to Lombre, remove
    // all Special Conditions from Lombre."
    let mut game = game_with(
        mon("ex8-34").conditions(&["paralyzed"]),
        &["Water Energy"],
        &[],
    );
    let water = game.board(Seat(0)).hand()[0];
    let target = active(&game, 0).uid();
    attach(&mut game, water, target);
    assert!(!has(active(&game, 0), SpecialCondition::Paralyzed));
}

#[test]
fn an_energy_searched_for_in_the_discard_pile_is_attached() {
    // Trapinch's Gather Sand: "… if Trapinch is your Active Pokémon, you may search your
    // discard pile for a basic Fighting Energy card and attach it to Trapinch."
    let mut game = game_with(mon("pl2-84"), &[], &["Fighting Energy"]);
    let fighting = game.board(Seat(0)).discard()[0];
    let trapinch = active(&game, 0).uid();
    use_ability(&mut game, trapinch);
    // The only card that fits is taken without a pick.
    assert_eq!(active(&game, 0).energy(), &[fighting]);
    assert!(game.board(Seat(0)).discard().is_empty());
}

#[test]
fn an_energy_searched_for_in_the_discard_pile_goes_on_top_of_the_deck() {
    // Sealeo's Power Circulation: "… you may search your discard pile for a basic Energy card,
    // show it to your opponent, and put it on top of your deck. If you do, put 1 damage counter
    // on Sealeo."
    let mut game = game_with(mon("ex12-43"), &[], &["Water Energy"]);
    let water = game.board(Seat(0)).discard()[0];
    let sealeo = active(&game, 0).uid();
    use_ability(&mut game, sealeo);
    let board = &game.board(Seat(0));
    assert_eq!(board.deck().last(), Some(&water), "on top");
    assert_eq!(board.deck().len(), 3);
    assert_eq!(
        active(&game, 0).damage(),
        10,
        "the damage counter of \"if you do\""
    );
}

#[test]
fn a_power_leaves_both_active_pokemon_asleep() {
    // Hypno's Goodnight, Babies: "Once during your turn (before your attack), you may leave
    // both Active Pokémon Asleep."
    let mut game = game_with(mon("xy9-51"), &[], &[]);
    let hypno = active(&game, 0).uid();
    use_ability(&mut game, hypno);
    assert!(has(active(&game, 0), SpecialCondition::Asleep));
    assert!(has(active(&game, 1), SpecialCondition::Asleep));
}

#[test]
fn energy_moved_as_often_as_you_like_is_bounded_by_the_energy_attached() {
    // Aromatisse's Fairy Transfer: "As often as you like during your turn (before your
    // attack), you may move a Fairy Energy attached to 1 of your Pokémon to another of your
    // Pokémon." Each Energy may move once a turn on average: as many moves as Energy attached.
    let mut game = against_grookey(mon("xy1-93").energy(&["Fairy Energy", GRASS]))
        .bench(0, grookey())
        .game(1);
    let aromatisse = active(&game, 0).uid();
    let grookey = bench_uid(&game, 0, 0);
    let fairy = active(&game, 0).energy()[0];
    let transfer = ability(aromatisse);
    // The Energy goes to the other Pokémon: the only one left once it leaves one.
    let move_fairy = |game: &mut Tcg, from| {
        play(
            game,
            &[transfer, Action::Yes, Action::PickPokemon { pokemon: from }],
        );
    };
    move_fairy(&mut game, aromatisse);
    assert_eq!(game.board(Seat(0)).bench()[0].energy(), &[fairy]);
    move_fairy(&mut game, grookey);
    assert!(active(&game, 0).energy().contains(&fairy), "moved back");
    assert!(
        game.act(&transfer).is_err(),
        "2 Energy attached: a third move this turn is refused"
    );
}

/// Whether the first seat's Active Pokémon `pokemon` (a Grookey on the Bench and
/// `also_benched` after it) retreats at once with no Energy discarded.
fn retreats_free(pokemon: Mon, also_benched: Option<Mon>) -> bool {
    let mut game = against_grookey(pokemon)
        .bench(0, grookey())
        .benched(0, also_benched)
        .game(1);
    let to = bench_uid(&game, 0, 0);
    let (retreating, energy) = (active(&game, 0).uid(), active(&game, 0).energy().len());
    game.act(&Action::Retreat { to }).is_ok()
        && game.resolving().is_none()
        && game.board(Seat(0)).discard().is_empty()
        && game
            .board(Seat(0))
            .bench()
            .iter()
            .any(|p| p.uid() == retreating && p.energy().len() == energy)
}

#[test]
fn no_retreat_cost_while_energy_of_a_type_is_attached_or_none_is() {
    // Lotad's Lotad Float: "If Lotad has any Water Energy attached to it, the Retreat Cost for
    // Lotad is 0." (printed: Colorless).
    let lotad = mon("ex14-55");
    assert!(retreats_free(lotad.clone().energy(&["Water Energy"]), None));
    assert!(!retreats_free(lotad.energy(&[GRASS]), None));
    // Tentacool's Jellyfish Float: "If Tentacool has no Energy attached to it, Tentacool's
    // Retreat Cost is 0." (printed: Colorless, so it can't retreat at all with none).
    assert!(retreats_free(mon("ex5-77"), None));
    assert!(!retreats_free(mon("ex5-77").energy(&[GRASS]), None));
}

/// The damage `defender` takes from the first seat's Active Pokémon's Beat (Grass Colorless:
/// Grookey's 20, Thwackey's 30).
fn damage_by_beat(attacker: &str, defender: &str) -> u16 {
    let beat = if attacker == "swsh1-11" { 1 } else { 0 };
    let game = duel(mon(attacker).energy(&[GRASS; 2]), mon(defender)).attacking(beat, 1);
    active(&game, 1).damage()
}

#[test]
fn damage_from_evolved_attackers_is_reduced() {
    // Quagsire's Dampen: "Any damage done to Quagsire by attacks from your opponent's Evolved
    // Pokémon is reduced by 20 (after applying Weakness and Resistance)." Weak to Grass (×2).
    assert_eq!(
        damage_by_beat("swsh1-13", "ex10-44"),
        30 * 2 - 20,
        "Thwackey, Stage 1"
    );
    assert_eq!(
        damage_by_beat("swsh1-11", "ex10-44"),
        20 * 2,
        "Grookey, Basic"
    );
}

/// Thwackey (two Grass Energy, Beat does 30) against `defender`, a Grookey on the defender's
/// Bench to replace it when Knocked Out, and `prizes` Prize cards for seat 1.
fn thwackey_knocking_out(defender: Mon, prizes: usize) -> Pos {
    knocking_out("swsh1-13", defender, prizes)
}

/// `attacker` (two Grass Energy) against `defender`, a Grookey on the defender's Bench to
/// replace it when Knocked Out, and `prizes` Prize cards for seat 1.
fn knocking_out(attacker: &str, defender: Mon, prizes: usize) -> Pos {
    duel(mon(attacker).energy(&[GRASS; 2]), defender)
        .prizes(0, &vec![GRASS; prizes])
        .bench(1, grookey())
}

/// The Prize cards the first seat takes when `attacker`'s first attack (30 damage) Knocks Out
/// a damaged Grookey.
fn prizes_taken_by(attacker: &str) -> usize {
    let game = attacked(&knocking_out(attacker, grookey().damage(50), 3));
    3 - game.board(Seat(0)).prizes().len()
}

#[test]
fn a_knock_out_by_this_pokemons_attack_takes_more_prize_cards() {
    // Swellow's Ancient Trait Δ Plus: "If your opponent's Pokémon is Knocked Out by damage
    // from an attack of this Pokémon, take 1 more Prize card." Peck does 30.
    assert_eq!(prizes_taken_by("xy6-72"), 2);
    // Thwackey's Beat does 30 too, and takes the 1 Prize card a Grookey gives.
    assert_eq!(prizes_taken_by("swsh1-13"), 1);
}

/// Krabby (Aqua Shower: "This attack does 10 damage to each of your opponent's Pokémon.")
/// against a Grookey, the opponent's Bench `benched`.
fn krabby_against(benched: &[Mon]) -> Pos {
    benched.iter().fold(
        against_grookey(mon("swsh1-42").energy(&["Water Energy"])),
        |pos, pokemon| pos.bench(1, pokemon.clone()),
    )
}

#[test]
fn benched_pokemon_are_kept_from_the_opponents_attacks() {
    // Dugtrio's Sand Guard: "Prevent all damage done to your Benched Pokémon by your
    // opponent's attacks." Krabby's Aqua Shower: "This attack does 10 damage to each of your
    // opponent's Pokémon."
    let game = attacked(&krabby_against(&[mon("ex14-5"), grookey()]));
    let board = &game.board(Seat(1));
    assert_eq!(
        active(&game, 1).damage(),
        10,
        "the Active Pokémon is not on the Bench"
    );
    assert_eq!(board.bench()[0].damage(), 0, "Dugtrio");
    assert_eq!(board.bench()[1].damage(), 0, "Grookey");
}

#[test]
fn a_pokemon_may_have_two_pokemon_tools_when_its_text_allows() {
    // Vespiquen's Ancient Trait θ Double: "This Pokémon may have up to 2 Pokémon Tool cards
    // attached to it." Weakness Policy twice; a third Tool can't go on, nor a second on a
    // Grookey.
    let mut game = against_grookey(mon("xy7-11"))
        .hand(0, &["sm3-126", "sm3-126", "xy1-121"])
        .bench(0, grookey().tools(&["sm3-126"]))
        .game(1);
    let (policy, band) = (card(&game, "sm3-126"), card(&game, "xy1-121"));
    let vespiquen = active(&game, 0).uid();
    let grookey = bench_uid(&game, 0, 0);
    let tool = |card, target| Action::Tool { card, target };
    play(
        &mut game,
        &[tool(policy, vespiquen), tool(policy, vespiquen)],
    );
    assert_eq!(active(&game, 0).tools().len(), 2);
    assert!(game.act(&tool(band, vespiquen)).is_err(), "a third");
    assert!(
        game.act(&tool(band, grookey)).is_err(),
        "a second on a Grookey"
    );
}

/// Blaziken (Searing Flame: 10 damage, and "The Defending Pokémon is now Burned.") with
/// `damage` on it, against `defender`.
fn blaziken_against(damage: u16, defender: &str) -> Pos {
    duel(
        mon("ex9-1").energy(&["Fire Energy"]).damage(damage),
        mon(defender),
    )
}

/// The damage on a Swellow after Blaziken's Searing Flame (10, and Burned at the Checkup),
/// with `damage` on Blaziken.
fn searing_flame_with(damage: u16) -> u16 {
    active(&attacked(&blaziken_against(damage, "xy6-72")), 1).damage()
}

#[test]
fn more_damage_while_the_remaining_hp_is_low() {
    // Blaziken's Blaze: "As long as Blaziken's remaining HP is 40 or less, Blaziken does 40
    // more damage to the Defending Pokémon (before applying Weakness and Resistance)." 110 HP.
    assert_eq!(
        searing_flame_with(70) - searing_flame_with(60),
        40,
        "40 HP left, not 50"
    );
}

#[test]
fn damage_reduced_while_energy_is_attached() {
    // Phanpy's Ultra-Thick Skin: "As long as Phanpy has Energy attached to it, any damage done
    // to Phanpy by attacks is reduced by 10 (after applying Weakness and Resistance)."
    let takes = |energy: &[&str]| {
        let pos = duel(
            mon("swsh1-13").energy(&[GRASS; 2]),
            mon("col1-66").energy(energy),
        );
        active(&attacked(&pos), 1).damage()
    };
    assert_eq!(takes(&["Fighting Energy"]), 30 - 10, "Thwackey's Beat");
    assert_eq!(takes(&[]), 30);
}

/// Seat 1's `special` Active (if `special_active`) or Benched, a Grookey in the other place,
/// against a Grookey.
fn with_active_or_benched(special: &str, special_active: bool) -> Pos {
    let (in_active, on_bench) = if special_active {
        (mon(special), grookey())
    } else {
        (grookey(), mon(special))
    };
    against_grookey(in_active).bench(0, on_bench)
}

/// Azumarill evolving a Marill, Active or Benched, and the power used; whether the opponent's
/// Active Pokémon is then Paralyzed.
fn azumarill_paralyzes(marill_active: bool) -> bool {
    let mut game = with_active_or_benched("ex7-68", marill_active)
        .hand(0, &["ex7-1"])
        .game(1);
    let azumarill = card(&game, "ex7-1");
    let target = if marill_active {
        active(&game, 0).uid()
    } else {
        bench_uid(&game, 0, 0)
    };
    play(
        &mut game,
        &[Action::Evolve {
            card: azumarill,
            target,
        }],
    );
    if game.act(&Action::Yes).is_err() {
        return false;
    }
    has(active(&game, 1), SpecialCondition::Paralyzed)
}

#[test]
fn a_power_used_when_evolving_an_active_pokemon() {
    // Azumarill's Froth: "Once during your turn, when you play Azumarill from your hand to
    // evolve 1 of your Active Pokémon, you may use this power. Each Defending Pokémon is now
    // Paralyzed."
    assert!(azumarill_paralyzes(true));
    assert!(!azumarill_paralyzes(false), "a Benched Marill evolved");
}

#[test]
fn a_knock_out_by_an_attack_is_survived_on_heads() {
    // Jumpluff's Buffer: "If Jumpluff would be Knocked Out by an opponent's attack, flip a
    // coin. If heads, Jumpluff is not Knocked Out and its remaining HP becomes 10 instead."
    // 90 HP, 70 damage on it; Thwackey's Beat does 30.
    let pos = thwackey_knocking_out(mon("ex7-11").damage(70), 2);
    let (mut survived, mut knocked_out) = (false, false);
    for seed in 1..40 {
        let mut game = pos.game(seed);
        let jumpluff = active(&game, 1).uid();
        play(&mut game, &[Action::Attack { index: 0 }]);
        match game.board(Seat(1)).in_play().find(|p| p.uid() == jumpluff) {
            Some(p) => {
                assert_eq!(p.damage(), 80, "10 HP left");
                assert_eq!(game.board(Seat(0)).prizes().len(), 2);
                survived = true;
            }
            None => {
                assert_eq!(game.board(Seat(0)).prizes().len(), 1, "a Prize card taken");
                knocked_out = true;
            }
        }
    }
    assert!(survived && knocked_out, "heads and tails both came up");
}

#[test]
fn damage_from_the_opponents_attacks_reduced_while_active() {
    // Lugia's Pressure: "As long as this Pokémon is your Active Pokémon, any damage done by
    // attacks from your opponent's Active Pokémon is reduced by 20 (before applying Weakness
    // and Resistance)."
    assert_eq!(damage_by_beat("swsh1-13", "xy10-78"), 30 - 20);
    // Granbull's Intimidating Fang: "As long as Granbull is your Active Pokémon, any damage
    // done by an opponent's attack is reduced by 10 (after applying Weakness and Resistance)."
    assert_eq!(damage_by_beat("swsh1-13", "ex10-39"), 30 - 10);
}

/// A Grookey with a Grass Energy (its Retreat Cost) Active, a Grookey on its Bench, against a
/// Grookey with `theirs` on the opponent's Bench.
fn grookey_retreating_beside(theirs: &str) -> Tcg {
    against_grookey(grookey().energy(&[GRASS]))
        .bench(0, grookey())
        .bench(1, mon(theirs))
        .game(1)
}

#[test]
fn retreat_costs_changed_by_a_pokemon_in_play() {
    // Dodrio's Retreat Aid: "As long as Dodrio is Benched, pay Colorless less to retreat your
    // Active Pokémon." A Grookey (Colorless) then retreats for free.
    let grookey_with_energy = grookey().energy(&[GRASS]);
    assert!(retreats_free(
        grookey_with_energy.clone(),
        Some(mon("base4-37"))
    ));
    assert!(!retreats_free(grookey_with_energy, None));
    // Jellicent's Stickiness: "The Retreat Cost of each of your opponent's Pokémon in play is
    // Colorless more." A Grookey with 1 Energy can't retreat.
    let mut game = grookey_retreating_beside("bw7-45");
    let to = bench_uid(&game, 0, 0);
    assert!(game.act(&Action::Retreat { to }).is_err());
}

#[test]
fn a_pokemon_that_retreats_while_asleep() {
    // Dodrio's Fast Feet: "Dodrio can retreat even when it is Asleep or Paralyzed." (no
    // Retreat Cost)
    let mut game = against_grookey(mon("ex5-33").conditions(&["asleep"]))
        .bench(0, grookey())
        .game(1);
    let to = bench_uid(&game, 0, 0);
    play(&mut game, &[Action::Retreat { to }]);
    assert_eq!(active(&game, 0).uid(), to);
}

#[test]
fn a_power_that_draws_until_the_hand_holds_three() {
    // Porygon2's Backup: "Once during each of your turns (before your attack), if you have
    // 2 or fewer cards in your hand, you may draw cards from your deck until you have 3 cards
    // in your hand."
    let draws_to = |hand: &[&str]| {
        let mut game = game_with(mon("ecard2-28"), hand, &[]);
        let porygon = active(&game, 0).uid();
        if game.act(&ability(porygon)).is_ok() {
            let _ = game.act(&Action::Yes);
        }
        game.board(Seat(0)).hand().len()
    };
    assert_eq!(draws_to(&[GRASS]), 3);
    assert_eq!(draws_to(&[GRASS, GRASS]), 3);
}

#[test]
fn a_power_used_once_a_turn_for_all_its_copies() {
    // Ludicolo's Happy Dance: "Once during your turn (before your attack), you may remove 1
    // damage counter from each of your Pokémon. You can't use more than 1 Happy Dance
    // Poké-Power each turn."
    let ludicolo = mon("ex8-19").damage(30);
    let mut game = against_grookey(ludicolo.clone()).bench(0, ludicolo).game(1);
    let (first, second) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    use_ability(&mut game, first);
    assert_eq!(active(&game, 0).damage(), 20);
    assert_eq!(game.board(Seat(0)).bench()[0].damage(), 20);
    assert!(
        game.act(&ability(second)).is_err(),
        "the other Ludicolo's Happy Dance this turn"
    );
}

#[test]
fn damage_counters_on_one_of_the_opponents_pokemon_ex() {
    // Ampharos's Shocking Light: "Once during your turn (before your attack), you may put 3
    // damage counters on 1 of your opponent's Pokémon-EX." Only Xerneas-EX may be picked.
    let mut game = against_grookey(mon("xy11-40"))
        .bench(1, mon("xy1-97"))
        .bench(1, grookey())
        .game(1);
    let ampharos = active(&game, 0).uid();
    let grookey = active(&game, 1).uid();
    use_ability(&mut game, ampharos);
    if game.resolving().is_some() {
        assert!(
            game.act(&Action::PickPokemon { pokemon: grookey }).is_err(),
            "not a Pokémon-EX"
        );
        let xerneas = bench_uid(&game, 1, 0);
        play(&mut game, &[Action::PickPokemon { pokemon: xerneas }]);
    }
    let board = &game.board(Seat(1));
    assert_eq!(board.bench()[0].damage(), 30, "Xerneas-EX");
    assert_eq!(board.bench()[1].damage(), 0);
    assert_eq!(active(&game, 1).damage(), 0);
}

#[test]
fn a_benched_pokemon_switches_itself_in() {
    // Zoroark's Stand In: "Once during your turn (before your attack), if this Pokémon is on
    // your Bench, you may switch this Pokémon with your Active Pokémon."
    let mut game = against_grookey(grookey())
        .bench(0, grookey())
        .bench(0, mon("xy8-91"))
        .game(1);
    let zoroark = bench_uid(&game, 0, 1);
    use_ability(&mut game, zoroark);
    assert_eq!(
        active(&game, 0).uid(),
        zoroark,
        "not the other Benched Pokémon"
    );
    assert_eq!(game.board(Seat(0)).bench().len(), 2);
}

#[test]
fn a_benched_pokemon_knocked_out_by_an_attack_sets_its_own_ability_off() {
    // Weezing's Aftermath: "When this Pokémon is Knocked Out by damage from an opponent's
    // attack, discard the top 3 cards of your opponent's deck." Krabby's Aqua Shower does 10
    // damage to each of the opponent's Pokémon (Weezing: 100 HP).
    let pos = krabby_against(&[mon("bw8-58").damage(90)])
        .deck(0, &[GRASS; 5])
        .prizes(0, &[GRASS; 2]);
    let game = attacked(&pos);
    assert!(
        game.board(Seat(1)).bench().is_empty(),
        "Weezing Knocked Out"
    );
    assert_eq!(
        game.board(Seat(0)).deck().len(),
        5 - 3,
        "the attacker's deck milled"
    );
}

#[test]
fn the_opponents_active_pokemon_that_retreats_gets_damage_counters() {
    // Dugtrio's Sinkhole: "If your opponent's Active Pokémon retreats, put 2 damage counters
    // on that Pokémon."
    let mut game = grookey_retreating_beside("pl1-24");
    let (retreating, to) = (active(&game, 0).uid(), bench_uid(&game, 0, 0));
    play(&mut game, &[Action::Retreat { to }]);
    let board = &game.board(Seat(0));
    let retreated = board.bench().iter().find(|p| p.uid() == retreating);
    assert_eq!(retreated.map(|p| p.damage()), Some(20));
    assert_eq!(active(&game, 0).damage(), 0);
    assert_eq!(active(&game, 1).damage(), 0, "not its owner's");
}

#[test]
fn the_effects_of_attacks_prevented_but_not_their_damage() {
    // Bibarel's Unaware: "Prevent all effects of attacks, excluding damage, done to
    // Bibarel." Blaziken's Searing Flame: 10 damage, and "The Defending Pokémon is now
    // Burned."
    let game = attacked(&blaziken_against(0, "dp7-32"));
    let bibarel = active(&game, 1);
    assert!(bibarel.damage() > 0, "the damage is done");
    assert!(!has(bibarel, SpecialCondition::Burned));
    // Krabby's Aqua Shower: "This attack does 10 damage to each of your opponent's Pokémon."
    let game = attacked(&krabby_against(&[mon("dp7-32")]));
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        10,
        "damage from an effect too"
    );
}

#[test]
fn the_opponent_switches_when_this_pokemon_is_benched_from_the_hand() {
    // Hawlucha's Sudden Cyclone: "When you play this Pokémon from your hand onto your Bench,
    // you may have your opponent switch his or her Active Pokémon with 1 of his or her Benched
    // Pokémon." The opponent picks which.
    let mut game = against_grookey(grookey())
        .hand(0, &["xy11-97"])
        .bench(1, mon("swsh1-13"))
        .bench(1, mon("swsh1-42"))
        .game(1);
    let hawlucha = card(&game, "xy11-97");
    let krabby = bench_uid(&game, 1, 1);
    play(
        &mut game,
        &[
            Action::Bench { card: hawlucha },
            Action::Yes,
            Action::PickPokemon { pokemon: krabby },
        ],
    );
    assert_eq!(active(&game, 1).uid(), krabby);
}

#[test]
fn the_attacker_that_knocks_this_pokemon_out_is_confused_and_poisoned() {
    // Koffing's Knockout Gas: "If Koffing is your Active Pokémon and is Knocked Out by an
    // opponent's attack, the Attacking Pokémon is now Confused and Poisoned." (50 HP)
    let game = attacked(&thwackey_knocking_out(mon("ex7-61").damage(30), 2));
    let thwackey = active(&game, 0);
    assert!(has(thwackey, SpecialCondition::Confused));
    assert!(has(thwackey, SpecialCondition::Poisoned));
}

#[test]
fn damage_counters_between_turns_while_active() {
    // Typhlosion's Burning Aura: "As long as Typhlosion is your Active Pokémon, put 1 damage
    // counter on each Active Pokémon (both yours and your opponent's) between turns."
    let turn_ended = |typhlosion_active: bool| {
        let mut game = with_active_or_benched("ex10-17", typhlosion_active)
            .bench(1, grookey())
            .game(1);
        play(&mut game, &[Action::EndTurn]);
        game
    };
    let game = turn_ended(true);
    assert_eq!(active(&game, 0).damage(), 10, "Typhlosion itself");
    assert_eq!(active(&game, 1).damage(), 10);
    assert_eq!(
        game.board(Seat(1)).bench()[0].damage(),
        0,
        "Active Pokémon only"
    );
    let game = turn_ended(false);
    assert_eq!(active(&game, 1).damage(), 0, "Typhlosion on the Bench");
}

#[test]
fn a_benched_pokemon_kept_from_all_attacks_damage() {
    // Squirtle's Shell Shield: "As along as this Pokémon is on your Bench, prevent all damage
    // done to this Pokémon by attacks (both yours and your opponent's)." Trapinch's Mini
    // Earthquake: "This attack does 10 damage to each of your Benched Pokémon."; Krabby's Aqua
    // Shower: "This attack does 10 damage to each of your opponent's Pokémon."
    let attacked_by = |attacker: &str, energy: &str, own_bench: bool| {
        let seat = usize::from(!own_bench);
        let pos = against_grookey(mon(attacker).energy(&[energy]))
            .bench(seat, mon("bw7-29"))
            .bench(seat, grookey());
        let game = attacked(&pos);
        let bench = &game.board(Seat(seat as u8)).bench();
        (bench[0].damage(), bench[1].damage())
    };
    assert_eq!(
        attacked_by("sm75-32", "Fighting Energy", true),
        (0, 10),
        "one's own attack: Squirtle kept, Grookey not"
    );
    assert_eq!(
        attacked_by("swsh1-42", "Water Energy", false),
        (0, 10),
        "the opponent's attack"
    );
}
