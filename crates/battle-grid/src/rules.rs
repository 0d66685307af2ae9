//! Applying an action: every check names its rule, and a refused action changes nothing.

use altplay_core::{Game, Outcome, RuleError, Seat, Team, ToMove};

use crate::board::{TABLES, mask_names, space_name, starting_row, strength};
use crate::config::{PlacementCost, SpecialEffect};
use crate::event::Event;
use crate::score;
use crate::state::{Action, BattleGrid, Placement};
use crate::view::View;

const CLASS_NAMES: [&str; 4] = ["Basic", "Stage 1", "Stage 2", "Rule box"];

/// A class index's name as the rulebook writes it.
pub fn class_name(class: usize) -> &'static str {
    CLASS_NAMES[class]
}

impl Game for BattleGrid {
    type Action = Action;
    type View = View;

    fn to_move(&self) -> ToMove {
        if self.over {
            ToMove::Terminal
        } else {
            ToMove::Seat(Seat(self.to_move))
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.list_actions(out);
    }

    fn apply(&mut self, action: &Action) -> Result<(), RuleError> {
        if self.over {
            return Err(RuleError::new("BG-6", "the game is over"));
        }
        let seat = self.to_move as usize;
        match action {
            Action::Pass => {
                if self.has_placement(seat) {
                    return Err(RuleError::new(
                        "BG-6",
                        "a player may pass only when no placement is legal",
                    ));
                }
                self.events.record(Event::Passed {
                    seat: Seat(seat as u8),
                });
                self.passes += 1;
            }
            Action::Place(p) => {
                self.check(seat, p)?;
                self.place(seat, p);
                self.passes = 0;
            }
        }
        self.end_turn(seat);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| score::outcome(self.totals()))
    }

    fn view(&self, seat: Option<Seat>) -> View {
        View::of(self, seat)
    }

    fn team_of(&self, seat: Seat) -> Team {
        Team(seat.0)
    }
}

impl BattleGrid {
    fn check(&self, seat: usize, p: &Placement) -> Result<(), RuleError> {
        if p.space as usize >= crate::board::SPACES {
            return Err(RuleError::new(
                "BG-1",
                format!("space #{} is off the 5×3 board", p.space),
            ));
        }
        let name = self
            .cards()
            .get(p.card as usize)
            .map_or_else(|| format!("card #{}", p.card), |c| c.name.clone());
        let Some(index) = self.hands[seat].find(p.card) else {
            return Err(RuleError::new(
                "BG-4",
                format!("{name} is not in your hand"),
            ));
        };
        let class = self.hands[seat].entry(index).class as usize;
        let space = space_name(p.space);
        let bit = 1u16 << p.space;
        if let Some((_, there)) = self.occupant(p.space) {
            let there = &self.card(there).name;
            return Err(RuleError::new(
                "BG-7",
                format!("{space} already holds {there}"),
            ));
        }
        if self.placeable(seat)[class] & bit == 0 {
            return Err(self.placement_refusal(seat, class, &name, p.space));
        }
        let reach = TABLES.reach(class, seat, p.space);
        if p.influence & !reach != 0 {
            return Err(RuleError::new(
                "BG-10",
                format!(
                    "a {} on {space} does not reach {} (it reaches {})",
                    class_name(class),
                    mask_names(p.influence & !reach),
                    mask_names(reach)
                ),
            ));
        }
        let needed = TABLES.set_size(class, seat, p.space);
        if p.influence.count_ones() != needed {
            return Err(RuleError::new(
                "BG-10",
                format!(
                    "a {} on {space} chooses {needed} distinct spaces, not {}",
                    class_name(class),
                    p.influence.count_ones()
                ),
            ));
        }
        Ok(())
    }

    fn placement_refusal(&self, seat: usize, class: usize, name: &str, space: u8) -> RuleError {
        let on_start = starting_row(seat) & 1 << space != 0;
        let own = match self.tokens(space) {
            Some((owner, n)) if owner.index() == seat => n,
            _ => 0,
        };
        let where_ = space_name(space);
        if on_start && own == 0 && class == 0 {
            return RuleError::new(
                "BG-8",
                format!(
                    "the free placement on your starting row is only on your first turn; {where_} holds none of your tokens"
                ),
            );
        }
        if on_start && own == 0 && self.turns[seat] == 0 {
            return RuleError::new(
                "BG-8",
                format!(
                    "the free placement is for a Basic Pokémon; {name} is {}",
                    class_name(class)
                ),
            );
        }
        RuleError::new(
            "BG-9",
            format!(
                "{where_} holds {own} of your tokens; {name} ({}) needs {}",
                class_name(class),
                strength(class)
            ),
        )
    }

    fn place(&mut self, seat: usize, p: &Placement) {
        let index = self.hands[seat].find(p.card).expect("checked");
        let entry = self.hands[seat].take(index);
        let class = entry.class as usize;
        let bit = 1u16 << p.space;
        let own = self.token_mask[seat] & bit != 0;
        let free = self.turns[seat] == 0 && class == 0 && !own;
        if self.shared.options.cost == PlacementCost::Spend && !free {
            let cost = strength(class);
            let left = &mut self.tokens[p.space as usize];
            *left -= cost;
            if *left == 0 {
                self.token_mask[seat] &= !bit;
            }
            self.events.record(Event::TokensSpent {
                seat: Seat(seat as u8),
                space: p.space,
                count: cost,
            });
        }
        self.add_pokemon(seat, p.card, entry.hp, p.space);
        self.events.record(Event::Placed {
            seat: Seat(seat as u8),
            card: p.card,
            space: p.space,
            free,
        });
        let mut m = p.influence;
        while m != 0 {
            let s = m.trailing_zeros() as u8;
            m &= m - 1;
            self.influence(seat, class, s);
        }
    }

    /// BG-10 and BG-11 on one chosen space.
    fn influence(&mut self, seat: usize, class: usize, space: u8) {
        let bit = 1u16 << space;
        let opponent = 1 - seat;
        let tokens = &mut self.tokens[space as usize];
        let (removed, added) = if self.token_mask[opponent] & bit != 0 {
            let there = *tokens;
            let overwhelm = class == 3 && self.shared.options.special == SpecialEffect::Overwhelm;
            let (removed, added) = if overwhelm {
                (there, strength(class).saturating_sub(there).max(1))
            } else {
                let removed = strength(class).min(there);
                (removed, strength(class) - removed)
            };
            *tokens -= removed;
            if *tokens == 0 {
                self.token_mask[opponent] &= !bit;
            }
            (removed, added)
        } else {
            (0, 1)
        };
        if added > 0 {
            *tokens += added;
            self.token_mask[seat] |= bit;
        }
        self.events.record(Event::Influence {
            seat: Seat(seat as u8),
            space,
            removed,
            added,
        });
    }

    fn end_turn(&mut self, seat: usize) {
        self.turns[seat] = self.turns[seat].saturating_add(1);
        self.to_move = 1 - self.to_move;
        let hands_empty = self.hands[0].total() == 0 && self.hands[1].total() == 0;
        if self.passes >= 2 || hands_empty {
            self.over = true;
            let totals = self.totals();
            self.events.record(Event::GameOver {
                totals,
                outcome: score::outcome(totals),
            });
        }
    }
}
