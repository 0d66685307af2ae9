//! The TOML data files: Raid Battle bosses and teams, Raid Boss heroes and bosses, the card
//! roster. The first byte picks the kind, the rest is the file's text. A file that is accepted
//! is then played: a game with it in must run without fault.

use std::sync::Arc;

use altplay_cards::{Card, roster};
use altplay_raid_battle::{BossProfile, Options, RaidBattle, RaidConfig, TeamFile, builtin};
use altplay_raid_boss::{Library, RaidBoss, Rules};

use crate::input::Input;
use crate::play::play;

const FILE: &str = "probe.toml";

pub fn data_toml(bytes: &[u8]) -> bool {
    let Some((&kind, rest)) = bytes.split_first() else {
        return false;
    };
    let (text, choices) = crate::input::text_and_rest(rest);
    let mut input = Input::new(choices);
    match kind % 5 {
        0 => BossProfile::parse(FILE, &text)
            .is_ok_and(|boss| raid_battle(boss, builtin_team(), &mut input)),
        1 => TeamFile::parse(FILE, &text)
            .is_ok_and(|team| raid_battle(builtin_boss(), team, &mut input)),
        2 => Library::from_texts([("heroes/probe.toml", text.as_str())]).is_ok_and(|lib| {
            let builtin = altplay_raid_boss::builtin::library();
            let mut heroes = lib.heroes;
            // The hero under test, and three others whose names differ from it.
            let name = heroes.first().map(|h| h.name.clone()).unwrap_or_default();
            let others = builtin.heroes.iter().filter(|h| h.name != name);
            heroes.extend(others.take(3).cloned());
            raid_boss(Rules::new(heroes, builtin.bosses[0].clone()), &mut input)
        }),
        3 => Library::from_texts([("bosses/probe.toml", text.as_str())]).is_ok_and(|mut lib| {
            let builtin = altplay_raid_boss::builtin::library();
            let heroes = builtin.heroes.iter().take(4).cloned().collect();
            raid_boss(Rules::new(heroes, lib.bosses.remove(0)), &mut input)
        }),
        _ => roster::parse(FILE, &text).is_ok_and(|cards| {
            for card in &cards {
                card.attacks.iter().for_each(|a| drop(a.effect()));
            }
            !cards.is_empty()
        }),
    }
}

fn builtin_team() -> TeamFile {
    let level1 = builtin::find(builtin::TEAMS, "level1").expect("a built-in team");
    TeamFile::parse(level1.path, level1.text).expect("the built-in team parses")
}

fn builtin_boss() -> BossProfile {
    let boss = builtin::find(builtin::BOSSES, "voltfang").expect("a built-in boss");
    BossProfile::parse(boss.path, boss.text).expect("the built-in boss parses")
}

fn raid_battle(boss: BossProfile, team: TeamFile, input: &mut Input) -> bool {
    let catalog = crate::catalog();
    let lookup = |name: &str| -> Result<Card, String> {
        catalog.find(name).cloned().map_err(|e| e.to_string())
    };
    let Ok(team) = team.resolve(FILE, &lookup) else {
        return false;
    };
    let config = RaidConfig {
        boss,
        team,
        options: Options::default(),
    };
    RaidBattle::new(config, u64::from(input.byte())).is_ok_and(|mut game| play(&mut game, input))
}

fn raid_boss(rules: Result<Rules, altplay_core::RuleError>, input: &mut Input) -> bool {
    let Ok(rules) = rules else { return false };
    play(
        &mut RaidBoss::new(Arc::new(rules), u64::from(input.byte()), true),
        input,
    )
}
