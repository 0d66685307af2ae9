//! The round and turn structure (RX-5 to RX-10, RX-15): runs the game forward to its next decision.

use altplay_core::{Deck, EventLog, GameRng};
use arrayvec::ArrayVec;

use crate::data::{AssistTiming, Kind, Reset, Trigger};
use crate::effects::Ctx;
use crate::event::Event;
use crate::rules::Rules;
use crate::state::{Ending, HeroState, MAX_ROUNDS, Slot, State, Step, Window};

/// A point in the round where the engine continues.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Point {
    RoundStart,
    NextTurn,
    Reveal,
    /// Start resolving the card's instant (false) or Boss Turn (true) part.
    Part(bool),
    /// Deal packet `next` of the part (or its effects once the packets are done).
    Packet(bool, u8),
    Roll,
    TurnEnd,
    Awards,
    RoundEnd,
}

impl Window {
    /// Where the game continues once the team passes this window.
    pub fn after(self) -> Point {
        match self {
            Window::RoundStart => Point::NextTurn,
            Window::TurnStart => Point::Reveal,
            Window::Reveal => Point::Part(false),
            Window::Packet { boss_turn, next } => Point::Packet(boss_turn, next),
            Window::TurnEnd => Point::TurnEnd,
            Window::RoundEnd => Point::RoundEnd,
        }
    }
}

impl State {
    /// A new table: heroes at Base HP with 2 Ability Dice, a Booster and 2 Shards (RX-2); the
    /// phase 1 deck shuffled, the rest held, Last Stands shuffled apart (RX-4). Not yet started.
    pub fn setup(r: &Rules, seed: u64, record: bool) -> Self {
        let mut rng = GameRng::from_seed(seed);
        let heroes = std::array::from_fn(|i| {
            let d = &r.heroes[i];
            HeroState {
                id: i as u8,
                hp: d.base_hp,
                max_hp: d.max_hp,
                skill: d.skill.start,
                ability_dice: 2,
                bonus_dice: 0,
                shield: 0,
                overshield: 0,
                ko: false,
                assist_ready: true,
                booster: true,
                shards: 2,
                lock: None,
                boss_effects: 0,
                card: None,
            }
        });
        let ids = 0..r.boss.card.len() as u8;
        let (last, rest): (ArrayVec<u8, 21>, ArrayVec<u8, 21>) =
            ids.partition(|&c| r.kind(c) == Kind::LastStand);
        let (start, holding): (ArrayVec<u8, 21>, ArrayVec<u8, 21>) =
            rest.into_iter().partition(|&c| r.in_makeup(c, 0));
        let mut deck = Deck::new(&start);
        deck.shuffle(&mut rng);
        let mut last_stands = last;
        rng.shuffle(&mut last_stands);
        Self {
            rng,
            heroes,
            round: 0,
            step: Step::Window(Window::RoundStart),
            active: None,
            dice: ArrayVec::new(),
            pot: None,
            choice: None,
            boss_damage: 0,
            phase: 0,
            special: r.boss.special.as_ref().map_or(0, |s| s.start),
            marks_awarded: 0,
            awards_pending: 0,
            ko_count: 0,
            deck,
            holding,
            last_stands,
            last_stand_due: false,
            last_stand_dealt: false,
            ending: None,
            chain: 0,
            depth: 0,
            log: EventLog::new(record),
        }
    }

    /// Runs from `p` until the team must decide or the game is over.
    pub fn advance(&mut self, r: &Rules, mut p: Point) {
        while !self.is_over() {
            p = match p {
                Point::RoundStart => {
                    self.round_start(r);
                    match self.window(r, Window::RoundStart) {
                        Some(next) => next,
                        None => return,
                    }
                }
                Point::NextTurn => match self.next_to_act() {
                    None => match self.window(r, Window::RoundEnd) {
                        Some(next) => next,
                        None => return,
                    },
                    Some(id) => {
                        self.turn_start(r, id);
                        match self.window(r, Window::TurnStart) {
                            Some(next) => next,
                            None => return,
                        }
                    }
                },
                Point::Reveal => {
                    let id = self.active.expect("a turn is under way");
                    let h = self.hero_mut(id);
                    let slot = h.card.as_mut().expect("the active hero has a card");
                    slot.revealed = true;
                    let card = slot.card;
                    self.log.record(Event::Revealed { hero: id, card });
                    match self.window(r, Window::Reveal) {
                        Some(next) => next,
                        None => return,
                    }
                }
                Point::Part(boss_turn) => {
                    self.choice = None;
                    match self.card_part(r, boss_turn) {
                        None if boss_turn => match self.card_resolved(r) {
                            Some(next) => next,
                            None => return,
                        },
                        None => Point::Roll,
                        Some(part) if !part.choose.is_empty() => {
                            self.step = Step::Choose { boss_turn };
                            return;
                        }
                        Some(_) => Point::Packet(boss_turn, 0),
                    }
                }
                Point::Packet(boss_turn, next) => match self.packet(r, boss_turn, next) {
                    Some(w) => match self.window(r, w) {
                        Some(next) => next,
                        None => return,
                    },
                    None if boss_turn => match self.card_resolved(r) {
                        Some(next) => next,
                        None => return,
                    },
                    None => Point::Roll,
                },
                Point::Roll => {
                    let id = self.active.expect("a turn is under way");
                    if self.hero(id).ko {
                        Point::Part(true)
                    } else {
                        self.roll(r, id);
                        return;
                    }
                }
                Point::TurnEnd => {
                    self.turn_end(r);
                    Point::Awards
                }
                Point::Awards => {
                    if self.award() {
                        Point::NextTurn
                    } else {
                        self.step = Step::Award;
                        return;
                    }
                }
                Point::RoundEnd => {
                    self.round_end(r);
                    Point::RoundStart
                }
            };
        }
    }

    /// Opens window `w` if the team has something to do in it; otherwise continues past it.
    fn window(&mut self, r: &Rules, w: Window) -> Option<Point> {
        if self.is_over() {
            return None;
        }
        if self.can_assist(r, false) {
            self.step = Step::Window(w);
            None
        } else {
            Some(w.after())
        }
    }

    /// Some hero can use its Assist or revive someone now.
    pub fn can_assist(&self, r: &Rules, assigning: bool) -> bool {
        let anyone_ko = self.heroes.iter().any(|h| h.ko);
        self.heroes.iter().any(|h| {
            h.assist_ready
                && (h.ko
                    || anyone_ko
                    || assigning
                    || r.heroes[h.id as usize].assist.timing == AssistTiming::Any)
        })
    }

    fn round_start(&mut self, r: &Rules) {
        self.round += 1;
        if self.round > MAX_ROUNDS {
            self.end(Ending::Lost { rule: "RX-15" });
            return;
        }
        self.log.record(Event::RoundStarted { round: self.round });
        self.active = None;
        self.fire(r, Trigger::RoundStart, None, 0);
        for h in &mut self.heroes {
            h.assist_ready = true;
        }
        for pos in 0..4 {
            let card = if self.last_stand_due {
                (pos == 0).then(|| self.last_stands.pop()).flatten()
            } else {
                self.deck.draw(&mut self.rng)
            };
            self.heroes[pos].card = card.map(|card| Slot {
                card,
                revealed: false,
                resolved: false,
            });
        }
        if self.last_stand_due {
            self.last_stand_due = false;
            self.last_stand_dealt = true;
            let id = self.heroes[0].id;
            self.log.record(Event::LastStand { hero: Some(id) });
        }
    }

    fn turn_start(&mut self, r: &Rules, id: u8) {
        self.active = Some(id);
        self.dice.clear();
        self.pot = None;
        self.log.record(Event::TurnStarted { hero: id });
        self.fire(r, Trigger::TurnStart, None, 0);
        self.fire(r, Trigger::OwnTurnStart, Some(id), 0);
    }

    pub fn card_part<'r>(&self, r: &'r Rules, boss_turn: bool) -> Option<&'r crate::data::Part> {
        let id = self.active?;
        let card = self.hero(id).card?.card;
        r.boss.card[card as usize].part(boss_turn)
    }

    /// The part being resolved, with the option the active hero chose.
    fn chosen_part<'r>(&self, r: &'r Rules, boss_turn: bool) -> &'r crate::data::Part {
        let part = self.card_part(r, boss_turn).expect("the part exists");
        match self.choice {
            Some(i) => &part.choose[i as usize],
            None => part,
        }
    }

    /// Deals packet `next`, or once all are dealt applies the part's effects. Returns the
    /// window to open between packets, `None` when the part is done.
    fn packet(&mut self, r: &Rules, boss_turn: bool, next: u8) -> Option<Window> {
        let part = self.chosen_part(r, boss_turn);
        let active = self.active.expect("a turn is under way");
        let ctx = Ctx::boss(active, part.target);
        if let Some(&amount) = part.damage.get(next as usize) {
            self.run(r, &[crate::data::Effect::Deal { amount, to: None }], ctx);
            return if self.is_over() {
                None
            } else if (next as usize + 1) < part.damage.len() {
                Some(Window::Packet {
                    boss_turn,
                    next: next + 1,
                })
            } else {
                self.run(r, &part.effects, ctx);
                None
            };
        }
        self.run(r, &part.effects, ctx);
        None
    }

    /// The active card has fully resolved: a Last Stand wins (RX-15).
    fn card_resolved(&mut self, r: &Rules) -> Option<Point> {
        let id = self.active.expect("a turn is under way");
        let slot = self
            .hero_mut(id)
            .card
            .as_mut()
            .expect("the active hero has a card");
        slot.resolved = true;
        if r.kind(slot.card) == Kind::LastStand {
            self.end(Ending::Won { kos: self.ko_count });
            return None;
        }
        self.window(r, Window::TurnEnd)
    }

    /// RX-9: end-of-turn effects, phase change, Last Stand, Shields off, awards counted.
    fn turn_end(&mut self, r: &Rules) {
        let id = self.active.expect("a turn is under way");
        self.fire(r, Trigger::TurnEnd, None, 0);
        self.fire(r, Trigger::OwnTurnEnd, Some(id), 0);
        while let Some(next) = r.boss.phase.get(self.phase as usize + 1)
            && self.boss_damage >= next.at
            && !self.is_over()
        {
            self.change_phase(r);
        }
        if self.boss_damage >= r.boss.hp && !self.last_stand_dealt && !self.last_stand_due {
            self.call_last_stand();
        }
        for h in &mut self.heroes {
            h.shield = 0;
        }
        let crossed = r
            .boss
            .award_marks
            .iter()
            .filter(|&&m| self.boss_damage >= m)
            .count() as u8;
        // A mark is awarded once, even if the boss heals back under it.
        if crossed > self.marks_awarded {
            self.awards_pending += crossed - self.marks_awarded;
            self.marks_awarded = crossed;
        }
    }

    fn change_phase(&mut self, r: &Rules) {
        self.phase += 1;
        self.log.record(Event::PhaseChanged {
            phase: self.phase + 1,
        });
        let phase = self.phase;
        // Hidden cards are gathered with the deck, the discard and the holding pile, and the
        // new make-up is shuffled into the deck; heroes who lost a hidden card get a new one.
        let mut pool: ArrayVec<u8, 21> = self.holding.drain(..).collect();
        pool.extend(
            self.deck
                .draw_pile()
                .iter()
                .chain(self.deck.discard_pile())
                .copied(),
        );
        let mut redeal: ArrayVec<usize, 4> = ArrayVec::new();
        for (pos, h) in self.heroes.iter_mut().enumerate() {
            if let Some(slot) = h.card
                && !slot.revealed
            {
                pool.push(slot.card);
                h.card = None;
                redeal.push(pos);
            }
        }
        let (deck, holding): (ArrayVec<u8, 21>, ArrayVec<u8, 21>) =
            pool.into_iter().partition(|&c| r.in_makeup(c, phase));
        self.holding = holding;
        self.deck = Deck::new(&deck);
        self.deck.shuffle(&mut self.rng);
        for pos in redeal {
            self.heroes[pos].card = self.deck.draw(&mut self.rng).map(|card| Slot {
                card,
                revealed: false,
                resolved: false,
            });
        }
        self.run(r, &r.boss.phase[phase as usize].effects, self.boss_ctx());
        self.fire(r, Trigger::PhaseChange, None, 0);
    }

    /// RX-15: the Last Stand replaces the next hero's hidden card; other hidden cards go.
    fn call_last_stand(&mut self) {
        let next = self
            .heroes
            .iter()
            .position(|h| h.card.is_some_and(|c| !c.revealed));
        for h in &mut self.heroes {
            if h.card.is_some_and(|c| !c.revealed) {
                h.card = None;
            }
        }
        match next {
            Some(pos) => {
                let card = self
                    .last_stands
                    .pop()
                    .expect("a checked boss has a Last Stand");
                self.heroes[pos].card = Some(Slot {
                    card,
                    revealed: false,
                    resolved: false,
                });
                self.last_stand_dealt = true;
                let id = self.heroes[pos].id;
                self.log.record(Event::LastStand { hero: Some(id) });
            }
            None => {
                self.last_stand_due = true;
                self.log.record(Event::LastStand { hero: None });
            }
        }
    }

    /// The heroes who may receive the next Ability Die: those with the fewest.
    pub fn award_candidates(&self) -> ArrayVec<u8, 4> {
        let fewest = self
            .heroes
            .iter()
            .map(|h| h.ability_dice)
            .min()
            .unwrap_or(0);
        self.heroes
            .iter()
            .filter(|h| h.ability_dice == fewest)
            .map(|h| h.id)
            .collect()
    }

    /// Hands out pending Ability Dice while the recipient is unique; false when the team must
    /// pick among tied heroes.
    fn award(&mut self) -> bool {
        while self.awards_pending > 0 {
            let c = self.award_candidates();
            if c.len() > 1 {
                return false;
            }
            self.give_award(c[0]);
        }
        true
    }

    pub fn give_award(&mut self, id: u8) {
        self.awards_pending -= 1;
        let h = self.hero_mut(id);
        h.ability_dice = (h.ability_dice + 1).min(crate::state::MAX_ABILITY_DICE);
        let dice = h.ability_dice;
        self.log.record(Event::DieAwarded { hero: id, dice });
    }

    /// RX-10: "this round" effects end, Round End effects, skill resets, cards put away, and
    /// heroes still KO'd revived (losing Bonus Dice, Assist as it was).
    fn round_end(&mut self, r: &Rules) {
        for h in &mut self.heroes {
            h.overshield = 0;
            h.lock = None;
            h.boss_effects = 0;
        }
        self.fire(r, Trigger::RoundEnd, None, 0);
        if self.is_over() {
            return;
        }
        for pos in 0..4 {
            let h = &mut self.heroes[pos];
            let def = &r.heroes[h.id as usize];
            if def.skill.reset == Reset::RoundReset {
                h.skill = def.skill.start;
            }
            if let Some(slot) = h.card.take() {
                // Cards outside the make-up leave the game.
                if r.in_makeup(slot.card, self.phase) {
                    self.deck.discard(slot.card);
                }
            }
            if self.heroes[pos].ko {
                let id = self.heroes[pos].id;
                self.revive(r, id, None);
                self.heroes[pos].bonus_dice = 0;
            }
        }
    }
}
