//! The 5×3 board (BG-1): spaces, names, and the reach and influence-set tables (BG-10), computed
//! once so that move generation is table look-ups on 15-bit masks.

use std::sync::LazyLock;

use altplay_cards::CardClass;

pub const ROWS: u8 = 5;
pub const COLS: u8 = 3;
pub const SPACES: usize = (ROWS * COLS) as usize;
/// Every space of the board as a bit mask.
pub const ALL: u16 = (1 << SPACES) - 1;

/// A space is `row * 3 + column`, row 0 being seat 1's starting row (shown as row 1) and
/// column 0 shown as `A`.
pub fn row(space: u8) -> u8 {
    space / COLS
}

pub fn column(space: u8) -> u8 {
    space % COLS
}

/// `B3`: column letter, then row number as people count rows.
pub fn space_name(space: u8) -> String {
    format!("{}{}", (b'A' + column(space)) as char, row(space) + 1)
}

/// Parses `B3` (case-insensitive) back into a space.
pub fn parse_space(text: &str) -> Option<u8> {
    let mut chars = text.trim().chars();
    let col = chars.next()?.to_ascii_uppercase();
    let row: u8 = chars.as_str().parse().ok()?;
    let col = (col as u32).checked_sub('A' as u32)? as u8;
    (col < COLS && (1..=ROWS).contains(&row)).then(|| (row - 1) * COLS + col)
}

/// The spaces of a mask, lowest first.
pub fn spaces_of(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let s = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            s
        })
    })
}

pub fn mask_names(mask: u16) -> String {
    spaces_of(mask)
        .map(space_name)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Seat `seat`'s starting row as a mask (BG-1: seat 1 row 1, seat 2 row 5).
pub fn starting_row(seat: usize) -> u16 {
    let row = if seat == 0 { 0 } else { ROWS - 1 };
    0b111 << (row * COLS)
}

/// Index of a class in the per-class tables.
pub fn class_index(class: CardClass) -> usize {
    match class {
        CardClass::Basic => 0,
        CardClass::Stage1 => 1,
        CardClass::Stage2 => 2,
        CardClass::RuleBox => 3,
    }
}

pub const CLASSES: [CardClass; 4] = [
    CardClass::Basic,
    CardClass::Stage1,
    CardClass::Stage2,
    CardClass::RuleBox,
];

/// Tokens a class needs on a space (BG-9), spaces it influences (BG-10) and tokens it removes in a
/// takeover (BG-11): the three numbers are the same for each class.
pub fn strength(class: usize) -> u8 {
    class as u8 + 1
}

/// How many influence spaces a class chooses (BG-10): Basic 2, Stage 1 3, Stage 2 4, Rule box 5.
pub fn influence_count(class: usize) -> u32 {
    class as u32 + 2
}

/// Reach and influence sets per class, seat and space.
pub struct Tables {
    reach: [[[u16; SPACES]; 2]; 4],
    /// `sets[class][seat][space]` is a range into `flat`.
    sets: [[[(u16, u16); SPACES]; 2]; 4],
    flat: Vec<u16>,
}

pub static TABLES: LazyLock<Tables> = LazyLock::new(Tables::build);

impl Tables {
    fn build() -> Self {
        let mut reach = [[[0; SPACES]; 2]; 4];
        let mut sets = [[[(0, 0); SPACES]; 2]; 4];
        let mut flat = Vec::new();
        for class in 0..4 {
            for seat in 0..2 {
                for space in 0..SPACES as u8 {
                    let r = reach_of(class, seat, space);
                    reach[class][seat][space as usize] = r;
                    let k = influence_count(class).min(r.count_ones());
                    let start = flat.len() as u16;
                    // Every submask of `r` with exactly `k` spaces, in increasing order.
                    flat.extend((0..=r).filter(|&m| m & !r == 0 && m.count_ones() == k));
                    sets[class][seat][space as usize] = (start, flat.len() as u16 - start);
                }
            }
        }
        Self { reach, sets, flat }
    }

    #[inline]
    pub fn reach(&self, class: usize, seat: usize, space: u8) -> u16 {
        self.reach[class][seat][space as usize]
    }

    /// Every legal influence set for a class placed on a space.
    #[inline]
    pub fn influence_sets(&self, class: usize, seat: usize, space: u8) -> &[u16] {
        let (start, len) = self.sets[class][seat][space as usize];
        &self.flat[start as usize..(start + len) as usize]
    }

    /// How many spaces an influence set has for this class here (fewer at the edge).
    #[inline]
    pub fn set_size(&self, class: usize, seat: usize, space: u8) -> u32 {
        influence_count(class).min(self.reach(class, seat, space).count_ones())
    }
}

fn reach_of(class: usize, seat: usize, space: u8) -> u16 {
    let forward: i8 = if seat == 0 { 1 } else { -1 };
    let steps: &[(i8, i8)] = match class {
        0 => &[(forward, 0), (0, -1), (0, 1)],
        1 => &[(1, 0), (-1, 0), (0, -1), (0, 1)],
        _ => &[
            (1, 0),
            (-1, 0),
            (0, -1),
            (0, 1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ],
    };
    let (r, c) = (row(space) as i8, column(space) as i8);
    steps
        .iter()
        .map(|&(dr, dc)| (r + dr, c + dc))
        .filter(|&(r, c)| (0..ROWS as i8).contains(&r) && (0..COLS as i8).contains(&c))
        .fold(0, |m, (r, c)| m | 1 << (r as u8 * COLS + c as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(name: &str) -> u8 {
        parse_space(name).unwrap()
    }

    fn mask(names: &str) -> u16 {
        names.split_whitespace().fold(0, |m, n| m | 1 << s(n))
    }

    #[test]
    fn bg_1_board_is_five_rows_of_three() {
        assert_eq!(SPACES, 15);
        assert_eq!(space_name(0), "A1");
        assert_eq!(space_name(14), "C5");
        assert_eq!(parse_space("b3"), Some(7));
        assert_eq!(parse_space("D1"), None);
        assert_eq!(parse_space("A6"), None);
        assert_eq!(starting_row(0), mask("A1 B1 C1"));
        assert_eq!(starting_row(1), mask("A5 B5 C5"));
    }

    #[test]
    fn bg_1_forward_is_toward_the_opponent() {
        let t = &*TABLES;
        assert_eq!(t.reach(0, 0, s("B2")), mask("B3 A2 C2"));
        assert_eq!(t.reach(0, 1, s("B2")), mask("B1 A2 C2"));
    }

    #[test]
    fn bg_10_reach_by_class() {
        let t = &*TABLES;
        assert_eq!(t.reach(1, 0, s("B3")), mask("B4 B2 A3 C3"));
        assert_eq!(t.reach(2, 0, s("B3")), mask("A2 B2 C2 A3 C3 A4 B4 C4"));
        assert_eq!(t.reach(3, 1, s("A1")), mask("B1 A2 B2"));
        // Basic at the far edge of its forward direction reaches only sideways.
        assert_eq!(t.reach(0, 0, s("A5")), mask("B5"));
    }

    #[test]
    fn bg_10_influence_set_counts() {
        let t = &*TABLES;
        assert_eq!(t.influence_sets(0, 0, s("B2")).len(), 3); // C(3,2)
        assert_eq!(t.influence_sets(1, 0, s("B3")).len(), 4); // C(4,3)
        assert_eq!(t.influence_sets(2, 0, s("B3")).len(), 70); // C(8,4)
        assert_eq!(t.influence_sets(3, 0, s("B3")).len(), 56); // C(8,5)
        // Fewer reachable spaces than the count: every reachable space, one set.
        assert_eq!(t.influence_sets(3, 0, s("A1")), &[mask("B1 A2 B2")]);
        assert_eq!(t.set_size(0, 0, s("A5")), 1);
    }
}
