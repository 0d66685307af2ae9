//! The best way to pay abilities with a roll (RX-8): which dice go, whole, to which ability.

use arrayvec::ArrayVec;

use crate::state::MAX_DICE;

/// How many times each of the three abilities is paid, and the dice paying each use.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    pub value: i32,
    /// (ability, dice indices) in the order to pay them.
    pub groups: ArrayVec<(u8, ArrayVec<u8, MAX_DICE>), MAX_DICE>,
}

/// Most uses of one ability a plan considers (one die each at best).
const MAX_USES: usize = MAX_DICE;
/// Use counts of three abilities summing to at most `MAX_USES`: C(12 + 3, 3).
const MAX_CANDIDATES: usize = 455;

/// Finds the assignment of `dice` (values) to abilities with the given `costs` that maximises
/// the summed value, where `marginal[a][j]` is the value of the (j+1)-th use of ability `a` in
/// this turn (so diminishing returns — a second heal on a full hero — are counted). A die is
/// never split; several dice may pay one use; dice may be left unassigned.
///
/// Every use count that the pips and the number of dice allow is a candidate, listed with u0,
/// then u1, then u2 rising; the candidates are taken most valuable first (the first listed of
/// equals, a taken one's place going to the last listed) until the dice can cover one.
pub fn best_assignment(dice: &[u8], costs: [u8; 3], marginal: &[[i32; MAX_USES]; 3]) -> Plan {
    let roll = Roll::new(dice, costs, marginal);
    // The most valuable candidate usually fits: find it without listing them all.
    let Some((value, first)) = roll.most_valuable() else {
        return Plan::default();
    };
    if let Some(groups) = roll.cover(first) {
        return Plan { value, groups };
    }
    let mut listed = Candidates::default();
    roll.rows(|base, [u0, u1], top| {
        for u2 in 0..=top {
            let value = base + roll.prefix[2][u2];
            if value > 0 {
                listed.push(value, [u0, u1, u2 as u8]);
            }
        }
    });
    while let Some((value, uses)) = listed.take_best() {
        if uses == first {
            continue;
        }
        if let Some(groups) = roll.cover(uses) {
            return Plan { value, groups };
        }
    }
    Plan::default()
}

/// The listed candidates, each packed in one key so that the best is the greatest key: its
/// value, then the complement of its place in the list, then its use counts.
#[derive(Default)]
struct Candidates(ArrayVec<u64, MAX_CANDIDATES>);

impl Candidates {
    const PLACE: u32 = 16;

    fn push(&mut self, value: i32, uses: [u8; 3]) {
        let counts = (uses[0] as u64) << 8 | (uses[1] as u64) << 4 | uses[2] as u64;
        self.0.push((value as u64) << 32 | counts);
        self.set_place(self.0.len() - 1);
    }

    fn set_place(&mut self, i: usize) {
        let key = &mut self.0[i];
        *key = *key & !(0xffff << Self::PLACE) | ((0xffff - i) as u64) << Self::PLACE;
    }

    /// Takes out the most valuable, the first listed of equals; the last listed takes its place.
    fn take_best(&mut self) -> Option<(i32, [u8; 3])> {
        let best = *self.0.iter().max()?;
        let i = self
            .0
            .iter()
            .position(|&k| k == best)
            .expect("the greatest key is listed");
        self.0.swap_remove(i);
        if i < self.0.len() {
            self.set_place(i);
        }
        let uses = [
            (best >> 8) as u8 & 15,
            (best >> 4) as u8 & 15,
            best as u8 & 15,
        ];
        Some(((best >> 32) as i32, uses))
    }
}

/// A roll and what bounds the use counts worth trying. Plain arrays: the rolls are a handful
/// of dice, so setting up must cost next to nothing.
struct Roll {
    n: usize,
    costs: [u8; 3],
    /// The dice's indices in falling order of value (equal dice in roll order), and the values
    /// in that order.
    order: [u8; MAX_DICE],
    falling: [u8; MAX_DICE],
    pips: u32,
    /// `prefix[a][j]`: the value of j uses of ability a.
    prefix: [[i32; MAX_USES + 1]; 3],
    /// Uses past the last one that adds value are never worth paying for.
    max_uses: [usize; 3],
    /// A use of ability a takes at least `least[a]` dice: as many of the highest as its cost.
    least: [usize; 3],
}

impl Roll {
    fn new(dice: &[u8], costs: [u8; 3], marginal: &[[i32; MAX_USES]; 3]) -> Self {
        let n = dice.len().min(MAX_DICE);
        let (mut order, mut falling) = ([0; MAX_DICE], [0; MAX_DICE]);
        let mut pips = 0;
        // Dice in falling order make the covering search fail or succeed fast.
        for (i, &v) in dice[..n].iter().enumerate() {
            pips += v as u32;
            let mut k = i;
            while k > 0 && falling[k - 1] < v {
                falling[k] = falling[k - 1];
                order[k] = order[k - 1];
                k -= 1;
            }
            falling[k] = v;
            order[k] = i as u8;
        }
        let mut prefix = [[0i32; MAX_USES + 1]; 3];
        let mut max_uses = [0; 3];
        let mut least = [1; 3];
        for a in 0..3 {
            let most = (pips / costs[a].max(1) as u32).min(n as u32) as usize;
            for j in 0..most {
                prefix[a][j + 1] = prefix[a][j] + marginal[a][j];
                if prefix[a][j + 1] > prefix[a][max_uses[a]] {
                    max_uses[a] = j + 1;
                }
            }
            let mut sum = falling[0] as u32;
            while sum < costs[a] as u32 && least[a] < n {
                sum += falling[least[a]] as u32;
                least[a] += 1;
            }
        }
        Self {
            n,
            costs,
            order,
            falling,
            pips,
            prefix,
            max_uses,
            least,
        }
    }

    /// Calls `row(value of u0 and u1 uses, [u0, u1], most u2)` for each pair of use counts of the
    /// first two abilities, in listing order.
    fn rows(&self, mut row: impl FnMut(i32, [u8; 2], usize)) {
        let (n, least, max_uses, pips) = (self.n, self.least, self.max_uses, self.pips);
        let c = self.costs.map(u32::from);
        for u0 in 0..=max_uses[0].min(n / least[0]) {
            let d0 = u0 as u32 * c[0];
            let n0 = n - u0 * least[0];
            for u1 in 0..=max_uses[1].min(n0 / least[1]) {
                let d1 = d0 + u1 as u32 * c[1];
                if d1 > pips {
                    break;
                }
                let affordable = (pips - d1)
                    .checked_div(c[2])
                    .map_or(usize::MAX, |u| u as usize);
                let top = max_uses[2]
                    .min((n0 - u1 * least[1]) / least[2])
                    .min(affordable);
                row(
                    self.prefix[0][u0] + self.prefix[1][u1],
                    [u0 as u8, u1 as u8],
                    top,
                );
            }
        }
    }

    /// The first listed of the most valuable candidates, if any is worth anything.
    fn most_valuable(&self) -> Option<(i32, [u8; 3])> {
        // For each bound on u2, the first of the best u2 within it.
        let mut best2 = [(0i32, 0u8); MAX_USES + 1];
        for u2 in 1..=self.max_uses[2] {
            let v = self.prefix[2][u2];
            best2[u2] = if v > best2[u2 - 1].0 {
                (v, u2 as u8)
            } else {
                best2[u2 - 1]
            };
        }
        let (mut value, mut uses) = (0, [0; 3]);
        self.rows(|base, [u0, u1], top| {
            let (v, u2) = best2[top];
            if base + v > value {
                (value, uses) = (base + v, [u0, u1, u2]);
            }
        });
        (value > 0).then_some((value, uses))
    }

    /// Whether the dice can pay `uses[a]` uses of each ability; if so, the groups in ability
    /// order (builders, which raise a skill, are printed before spenders).
    fn cover(&self, uses: [u8; 3]) -> Option<ArrayVec<(u8, ArrayVec<u8, MAX_DICE>), MAX_DICE>> {
        // Bins: one per use, each with the pips still owed.
        let mut bins = Bins {
            falling: &self.falling[..self.n],
            owed: [0; MAX_DICE],
            len: 0,
            put: [u8::MAX; MAX_DICE],
        };
        let (mut need, mut open) = (0, 0);
        for (&n, &cost) in uses.iter().zip(&self.costs) {
            for _ in 0..n {
                bins.owed[bins.len] = cost;
                bins.len += 1;
                need += cost as u32;
                open += (cost > 0) as usize;
            }
        }
        if !bins.place(0, self.pips, need, open) {
            return None;
        }
        let mut groups: ArrayVec<(u8, ArrayVec<u8, MAX_DICE>), MAX_DICE> = ArrayVec::new();
        for (a, &n) in uses.iter().enumerate() {
            for _ in 0..n {
                groups.push((a as u8, ArrayVec::new()));
            }
        }
        for k in 0..self.n {
            if let Some((_, members)) = groups.get_mut(bins.put[k] as usize) {
                members.push(self.order[k]);
            }
        }
        Some(groups)
    }
}

/// A covering search: dice in falling order go into bins that still owe pips.
struct Bins<'a> {
    falling: &'a [u8],
    /// The pips each of the first `len` bins still owes.
    owed: [u8; MAX_DICE],
    len: usize,
    /// The bin of each die (by its place in the falling order), `u8::MAX` when left out.
    put: [u8; MAX_DICE],
}

impl Bins<'_> {
    /// Places dice from the `k`-th on, `left` pips among them, while the bins owe `need` pips
    /// in all and `open` of them owe some. Depth first: the first cover found is kept.
    fn place(&mut self, k: usize, left: u32, need: u32, open: usize) -> bool {
        if need == 0 {
            return true;
        }
        // Each bin still owing needs a die of its own.
        if open > self.falling.len() - k || left < need {
            return false;
        }
        let v = self.falling[k];
        let rest = left - v as u32;
        for b in 0..self.len {
            let before = self.owed[b];
            // Bins owing the same amount are interchangeable: try only the first of them.
            if before == 0 || self.owed[..b].contains(&before) {
                continue;
            }
            let after = before.saturating_sub(v);
            let (need, open) = (need - (before - after) as u32, open - (after == 0) as usize);
            // The checks the next step would make first, saving the call when they fail.
            if need > 0 && (open > self.falling.len() - k - 1 || rest < need) {
                continue;
            }
            self.owed[b] = after;
            self.put[k] = b as u8;
            if self.place(k + 1, rest, need, open) {
                return true;
            }
            self.owed[b] = before;
            self.put[k] = u8::MAX;
        }
        // Leaving this die out never helps: a cover without it stays a cover with it added to
        // any bin still open, and those were all tried above.
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(values: [i32; 3]) -> [[i32; MAX_USES]; 3] {
        values.map(|v| [v; MAX_USES])
    }

    /// A hand-worked roll: (roll, costs, value of each use, best value).
    type Case = (&'static [u8], [u8; 3], [i32; 3], i32);

    const CASES: &[Case] = &[
        // 6+1 pay the 6 (value 9); first-fit 6→cost-2 then nothing would give 3.
        (&[6, 1], [2, 4, 6], [3, 5, 9], 9),
        // 3+3 pay two cost-3 uses (2×4) rather than one cost-6 (7).
        (&[3, 3], [3, 6, 1], [4, 7, 0], 8),
        // 5,1,1: 5+1 pays cost-6 (10), beating 5→cost-4 (6) plus 1+1→cost-2 (3).
        (&[5, 1, 1], [2, 4, 6], [3, 6, 10], 10),
        // 2,2,2: three cost-2 uses (3 each) beat 2+2→cost-4 (5) plus one cost-2 (3).
        (&[2, 2, 2], [2, 4, 6], [3, 5, 9], 9),
        // 4,4,4: 4+4→cost-6 (10) plus 4→cost-4 (5); first-fit 4→cost-2 thrice gives 9.
        (&[4, 4, 4], [2, 4, 6], [3, 5, 10], 15),
        // 6,6,1,1: 6→cost-6 twice (2×9) = 18, the 1s pay nothing (cost 2 needs 1+1: +3) = 21.
        (&[6, 6, 1, 1], [2, 4, 6], [3, 5, 9], 21),
        // Nothing affordable.
        (&[1], [2, 3, 4], [5, 5, 5], 0),
        // 3+4 summed pay cost-6 (9) rather than 3→cost-3 and 4→cost-4 (4 + 4).
        (&[3, 4], [3, 4, 6], [4, 4, 9], 9),
    ];

    #[test]
    fn dice_assignment_is_optimal_on_hand_worked_rolls() {
        for &(roll, costs, values, expected) in CASES {
            let plan = best_assignment(roll, costs, &flat(values));
            assert_eq!(
                plan.value, expected,
                "roll {roll:?} costs {costs:?} values {values:?}"
            );
            let mut seen = [false; MAX_DICE];
            let mut total = 0;
            for (a, dice) in &plan.groups {
                let pips: u8 = dice.iter().map(|&i| roll[i as usize]).sum();
                assert!(pips >= costs[*a as usize], "an underpaid group in {plan:?}");
                for &i in dice {
                    assert!(!seen[i as usize], "a die used twice in {plan:?}");
                    seen[i as usize] = true;
                }
                total += values[*a as usize];
            }
            assert_eq!(total, expected);
        }
    }

    #[test]
    fn diminishing_returns_spread_the_dice() {
        // A heal worth 6 once and nothing twice: the second die goes to the damage ability.
        let mut marginal = flat([0, 4, 0]);
        marginal[0][0] = 6;
        let plan = best_assignment(&[3, 3], [2, 3, 6], &marginal);
        assert_eq!(plan.value, 10);
    }
}
