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

/// Finds the assignment of `dice` (values) to abilities with the given `costs` that maximises
/// the summed value, where `marginal[a][j]` is the value of the (j+1)-th use of ability `a` in
/// this turn (so diminishing returns — a second heal on a full hero — are counted). A die is
/// never split; several dice may pay one use; dice may be left unassigned.
pub fn best_assignment(dice: &[u8], costs: [u8; 3], marginal: &[[i32; MAX_USES]; 3]) -> Plan {
    let n = dice.len().min(MAX_DICE);
    let pips: u32 = dice[..n].iter().map(|&d| d as u32).sum();
    // Dice in falling order make the covering search fail or succeed fast.
    let mut order: ArrayVec<u8, MAX_DICE> = (0..n as u8).collect();
    order.sort_unstable_by_key(|&i| std::cmp::Reverse(dice[i as usize]));
    // Uses past the last one that adds value are never worth paying for.
    let mut prefix = [[0i32; MAX_USES + 1]; 3];
    let mut max_uses = [0usize; 3];
    for a in 0..3 {
        let most = (pips / costs[a].max(1) as u32).min(n as u32) as usize;
        for j in 0..most {
            prefix[a][j + 1] = prefix[a][j] + marginal[a][j];
            if prefix[a][j + 1] > prefix[a][max_uses[a]] {
                max_uses[a] = j + 1;
            }
        }
    }
    // Every use count that the pips and the number of dice allow (at most C(12+3, 3) = 455);
    // the most valuable one the dice can cover is the best plan.
    // A use of ability a takes at least `least[a]` dice: as many of the highest as its cost needs.
    let least = costs.map(|cost| {
        let mut sum = 0u32;
        let k = order.iter().take_while(|&&i| {
            let short = sum < cost as u32;
            sum += dice[i as usize] as u32;
            short
        });
        k.count().max(1)
    });
    let mut candidates: ArrayVec<(i32, [u8; 3]), 456> = ArrayVec::new();
    let c = costs.map(u32::from);
    for u0 in 0..=max_uses[0].min(n / least[0]) {
        let d0 = u0 as u32 * c[0];
        let n0 = n - u0 * least[0];
        for u1 in 0..=max_uses[1].min(n0 / least[1]) {
            let d1 = d0 + u1 as u32 * c[1];
            if d1 > pips {
                break;
            }
            for u2 in 0..=max_uses[2].min((n0 - u1 * least[1]) / least[2]) {
                if d1 + u2 as u32 * c[2] > pips {
                    break;
                }
                let value = prefix[0][u0] + prefix[1][u1] + prefix[2][u2];
                if value > 0 {
                    candidates.push((value, [u0 as u8, u1 as u8, u2 as u8]));
                }
            }
        }
    }
    // Take the most valuable left until the dice can cover one (usually the first or second).
    while let Some(best) =
        (0..candidates.len()).max_by_key(|&i| (candidates[i].0, std::cmp::Reverse(i)))
    {
        let (value, uses) = candidates.swap_remove(best);
        if let Some(groups) = cover(dice, &order, costs, uses.map(usize::from)) {
            return Plan { value, groups };
        }
    }
    Plan::default()
}

/// Whether the dice can pay `uses[a]` uses of each ability; if so, the groups.
fn cover(
    dice: &[u8],
    order: &[u8],
    costs: [u8; 3],
    uses: [usize; 3],
) -> Option<ArrayVec<(u8, ArrayVec<u8, MAX_DICE>), MAX_DICE>> {
    // Bins: one per use, each with the pips still owed.
    let mut owed: ArrayVec<u8, MAX_DICE> = ArrayVec::new();
    let mut ability: ArrayVec<u8, MAX_DICE> = ArrayVec::new();
    for a in 0..3 {
        for _ in 0..uses[a] {
            owed.push(costs[a]);
            ability.push(a as u8);
        }
    }
    let mut put = [u8::MAX; MAX_DICE];
    let left: u32 = order.iter().map(|&i| dice[i as usize] as u32).sum();
    if !place(dice, order, 0, left, &mut owed, &mut put) {
        return None;
    }
    // Pay abilities in their printed order: builders (skill gains) come before spenders.
    let mut bins: ArrayVec<usize, MAX_DICE> = (0..ability.len()).collect();
    bins.sort_by_key(|&b| ability[b]);
    Some(
        bins.into_iter()
            .map(|b| {
                let members = order
                    .iter()
                    .copied()
                    .filter(|&i| put[i as usize] == b as u8)
                    .collect();
                (ability[b], members)
            })
            .collect(),
    )
}

/// Depth-first placement of dice (falling order) into bins that still owe pips.
fn place(
    dice: &[u8],
    order: &[u8],
    k: usize,
    left: u32,
    owed: &mut [u8],
    put: &mut [u8; MAX_DICE],
) -> bool {
    let need: u32 = owed.iter().map(|&o| o as u32).sum();
    if need == 0 {
        return true;
    }
    // Each bin still owing needs a die of its own.
    let open = owed.iter().filter(|&&o| o > 0).count();
    if open > order.len() - k || left < need {
        return false;
    }
    let i = order[k] as usize;
    let v = dice[i];
    let rest = left - v as u32;
    for b in 0..owed.len() {
        // Bins owing the same amount are interchangeable: try only the first of them.
        if owed[b] == 0 || owed[..b].contains(&owed[b]) {
            continue;
        }
        let before = owed[b];
        owed[b] = before.saturating_sub(v);
        put[i] = b as u8;
        if place(dice, order, k + 1, rest, owed, put) {
            return true;
        }
        owed[b] = before;
        put[i] = u8::MAX;
    }
    // Leave this die out.
    place(dice, order, k + 1, rest, owed, put)
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
