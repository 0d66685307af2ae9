//! Assistant mode (RF-25): a player with physical cards plays at the table and reports to the
//! app what the boss must know: the damage their attacks did to it (RF-12), the Supporters they
//! played (RF-10's quota) and the Prize cards they took (RF-19, RF-21). The boss's cards and
//! attack are told to them in words (`format/words.rs`, `orders`).

use altplay_core::RuleError;

use crate::event::{BossEvent, Entry};
use crate::state::{Action, MAX_REPORTED_DAMAGE, RaidFormat};

impl RaidFormat {
    /// The reports player `k`, with physical cards, may make now.
    pub(crate) fn reports(&self, k: usize, out: &mut Vec<Action>) {
        let player = k as u8;
        out.extend(
            (10..=MAX_REPORTED_DAMAGE)
                .step_by(10)
                .map(|damage| Action::ReportDamage { player, damage }),
        );
        if usize::from(self.supporters) < self.players() {
            out.push(Action::ReportSupporter { player });
        }
        out.extend((1..=self.prizes_left[k]).map(|count| Action::ReportPrizes { player, count }));
    }

    /// Takes player `k`'s report, or refuses it with the rule it breaks.
    pub(crate) fn report(&mut self, k: usize, action: &Action) -> Result<(), RuleError> {
        if !self.is_physical(k) {
            return Err(RuleError::new(
                "RF-25",
                "that player plays in the app: the engine knows what they do",
            ));
        }
        match *action {
            Action::ReportDamage { damage, .. } => {
                if damage == 0 || damage % 10 != 0 || damage > MAX_REPORTED_DAMAGE {
                    return Err(RuleError::new(
                        "RF-12",
                        format!(
                            "damage is reported in steps of 10 from 10 to {MAX_REPORTED_DAMAGE}, not {damage}"
                        ),
                    ));
                }
                let before = self
                    .boss
                    .active()
                    .expect("the boss is always in play")
                    .damage();
                self.boss.set_active_damage(before.saturating_add(damage));
                let player = k as u8;
                self.record(|| Entry::Boss(BossEvent::DamageReported { player, damage }));
            }
            Action::ReportSupporter { .. } => {
                if usize::from(self.supporters) >= self.players() {
                    return Err(RuleError::new(
                        "RF-10",
                        "the team has played as many Supporters this turn as there are players",
                    ));
                }
                self.supporters += 1;
                let player = k as u8;
                self.record(|| Entry::Boss(BossEvent::SupporterReported { player }));
            }
            Action::ReportPrizes { count, .. } => {
                if count == 0 || count > self.prizes_left[k] {
                    return Err(RuleError::new(
                        "RF-19",
                        format!(
                            "{count} Prize cards: the player has {} left",
                            self.prizes_left[k]
                        ),
                    ));
                }
                self.prizes_left[k] -= count;
                let player = k as u8;
                self.record(|| Entry::Boss(BossEvent::PrizesReported { player, count }));
            }
            _ => unreachable!("only reports come here"),
        }
        self.lend_all();
        self.refresh_quota();
        self.check_out(k);
        Ok(())
    }
}
