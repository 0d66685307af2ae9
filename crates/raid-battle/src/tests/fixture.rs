use altplay_cards::{Attack, Card, CardClass, Modifier};
use altplay_core::{Deck, Game};

use crate::decks::{BossCard, Cheer};
use crate::{
    Action, BossAttack, BossLevel, BossProfile, BossTarget, Options, Phase, RaidBattle, RaidConfig,
    Team,
};

pub fn attack(name: &str, damage: &str, text: &str) -> Attack {
    Attack {
        name: name.into(),
        damage: damage.into(),
        text: text.into(),
    }
}

pub fn card(name: &str, hp: u16, attacks: Vec<Attack>) -> Card {
    Card {
        id: format!("test-{name}"),
        name: name.into(),
        hp,
        types: vec!["Colorless".into()],
        class: CardClass::Basic,
        attacks,
        weaknesses: vec![],
        resistances: vec![],
    }
}

/// A team of four identical pairs: Active 200 HP / 100 damage, Bench 100 HP / 50 damage.
/// Power 400: Level 2 unless forced.
pub fn team() -> Team {
    let active = card("Striker", 200, vec![attack("Hit", "100", "")]);
    let bench = card("Reserve", 100, vec![attack("Poke", "50", "")]);
    Team {
        name: "test".into(),
        pairs: std::array::from_fn(|_| [active.clone(), bench.clone()]),
    }
}

pub fn level(hp: u32, damage: [u16; 3]) -> BossLevel {
    BossLevel {
        hp,
        attacks: damage.map(|d| BossAttack {
            name: format!("Boss {d}"),
            damage: d,
            target: BossTarget::Active,
            heal: 0,
        }),
    }
}

/// A boss of 1000 HP at every level whose attacks do 10 / 20 / 30.
pub fn boss() -> BossProfile {
    BossProfile {
        id: "test".into(),
        name: "Test Boss".into(),
        label: "test".into(),
        energy: "Lightning".into(),
        weakness: Some(Modifier {
            energy: "Fighting".into(),
            value: "×2".into(),
        }),
        resistance: Some(Modifier {
            energy: "Metal".into(),
            value: "-30".into(),
        }),
        levels: std::array::from_fn(|_| level(1000, [10, 20, 30])),
    }
}

pub fn config(team: Team) -> RaidConfig {
    RaidConfig {
        boss: boss(),
        team,
        options: Options::default(),
    }
}

/// The fixture with a boss too big to fall in the rounds a test plays.
pub fn long_config() -> RaidConfig {
    let mut c = config(team());
    for level in &mut c.boss.levels {
        level.hp = 100_000;
    }
    c
}

pub fn game(config: RaidConfig) -> RaidBattle {
    RaidBattle::new(config, 7).expect("the fixture is a legal game")
}

/// Stacks the boss deck: `top` is drawn first, then the rest of the deck in card order.
pub fn stack_boss(g: &mut RaidBattle, top: &[u8]) {
    let mut cards: Vec<BossCard> = (1..=20u8)
        .rev()
        .filter(|n| !top.contains(n))
        .map(BossCard)
        .collect();
    cards.extend(top.iter().rev().map(|&n| BossCard(n)));
    g.boss_deck = Deck::new(&cards);
}

/// Stacks the cheer deck with `top` drawn first.
pub fn stack_cheer(g: &mut RaidBattle, top: &[Cheer]) {
    let mut cards: Vec<Cheer> = Cheer::ALL
        .into_iter()
        .filter(|c| !top.contains(c))
        .collect();
    cards.extend(top.iter().rev());
    g.cheer_deck = Deck::new(&cards);
}

pub fn knock_out(g: &mut RaidBattle, seat: u8, slot: u8) {
    let hp = g.setup.fighters[usize::from(seat)][usize::from(slot)].hp;
    let pair = &mut g.pairs[usize::from(seat)];
    pair.damage[usize::from(slot)] = hp;
    pair.knocked_out[usize::from(slot)] = true;
    g.knockouts += 1;
}

pub fn play(g: &mut RaidBattle, action: Action) {
    g.apply(&action)
        .unwrap_or_else(|e| panic!("{action:?} refused in {:?}: {e}", g.phase()));
}

/// Every seat in the attack pass stays and uses its first attack, until the boss's turn is over.
pub fn everyone_attacks(g: &mut RaidBattle) {
    let round = g.round;
    while g.round == round && g.outcome.is_none() {
        match g.phase() {
            Phase::Retreat { .. } => play(g, Action::Stay),
            Phase::Attack { .. } => play(g, Action::Attack { attack: 0 }),
            other => panic!("expected the attack pass, found {other:?}"),
        }
    }
}

pub fn rule_of(g: &mut RaidBattle, action: Action) -> &'static str {
    let before = format!("{:?}", g.phase());
    let err = g.apply(&action).expect_err("the action should be refused");
    assert_eq!(
        before,
        format!("{:?}", g.phase()),
        "a refused action changed the phase"
    );
    err.rule
}

pub fn damage_of(g: &RaidBattle, seat: u8, slot: u8) -> u16 {
    g.pairs[usize::from(seat)].damage[usize::from(slot)]
}

pub fn options(f: impl FnOnce(&mut Options)) -> RaidConfig {
    let mut c = config(team());
    f(&mut c.options);
    c
}
