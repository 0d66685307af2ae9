//! A Pokémon with more Pokémon Tools than it may have (TCG-7's one, or what its ability allows):
//! when the ability that allowed them is switched off, and its card says so (Honchkrow V's "If
//! it loses this Ability, discard Pokémon Tools from it until only 1 remains"), its owner
//! discards them one by one, down to what it may have. Looked for only when a card of the table
//! says so (`CardTable.tools_discarded_down`).

use crate::effect::Lasting;
use crate::game::model::card::AbilityDef;
use crate::game::model::event::Event;
use crate::game::model::ids::{CardId, Uid};
use crate::game::model::state::{InPlay, Step, Tcg};

impl Tcg {
    /// How many Pokémon Tools `p` may have now: 1, or more while an effect allows them.
    pub(in crate::game) fn tools_allowed(&self, p: &InPlay) -> usize {
        (self.lastings(p).iter())
            .map(|(l, _)| match *l {
                Lasting::ToolsAllowed { count, .. } => usize::from(count),
                _ => 1,
            })
            .max()
            .unwrap_or(1)
    }

    /// How many Pokémon Tools `p` has: Trainers attached by their own text (PlusPower) are not.
    pub(in crate::game) fn tool_count(&self, p: &InPlay) -> usize {
        p.tools.iter().filter(|&&c| self.def(c).is_tool()).count()
    }

    /// Whether a Pokémon has more Pokémon Tools than it may and its card says to discard them
    /// then: its owner is asked to discard one.
    // Inlined: asked after every action, and most tables have no such card.
    #[inline(always)]
    pub(in crate::game) fn tools_over(&mut self) -> bool {
        self.cards.tools_discarded_down && self.tools_over_found()
    }

    /// [`Tcg::tools_over`] at a table with a card that says so.
    #[inline(never)]
    fn tools_over_found(&mut self) -> bool {
        let over = self.rules.seats().find_map(|seat| {
            self.boards[seat.index()]
                .in_play()
                .find(|p| self.sheds_tools(p) && self.tool_count(p) > self.tools_allowed(p))
                .map(|p| (seat, p.uid))
        });
        if let Some((seat, pokemon)) = over {
            self.step = Step::DiscardTool { seat, pokemon };
        }
        over.is_some()
    }

    /// Whether `p`'s card says its Pokémon Tools are discarded down once it may not have them.
    fn sheds_tools(&self, p: &InPlay) -> bool {
        (self.top(p).printed_abilities().iter()).any(|a| {
            matches!(
                a,
                AbilityDef::Passive {
                    lasting: Lasting::ToolsAllowed {
                        discards_down: true,
                        ..
                    },
                    ..
                }
            )
        })
    }

    /// The Pokémon Tool `card` attached to `pokemon`, over what it may have, is discarded; the
    /// game goes on.
    pub(in crate::game) fn discard_tool_over(&mut self, pokemon: Uid, card: CardId) {
        if let Some((seat, p)) = self.locate_mut(pokemon)
            && let Some(at) = p.tools.iter().position(|&c| c == card)
        {
            p.tools.remove(at);
            self.boards[seat.index()].put_discarded(card, &self.cards);
            self.record(|| Event::Discarded { seat, card });
        }
        self.proceed();
    }
}
