//! `--sealed SET`: a Sealed game (TB-13) from the command line. Each seat opens `--packs` packs of
//! the set from `--pack-seed`, and the AI's builder builds its 40-card deck; the game is played
//! for Limited's Prize cards.

use clap::Args;

use crate::format::Sealed;

#[derive(Args, Clone)]
pub struct SealedArgs {
    /// Play Sealed (TB-13): each seat opens booster packs of this set (id or code; `altplay
    /// sealed sets` lists those that open) and the AI builds its 40-card deck from them.
    #[arg(long, value_name = "SET")]
    pub sealed: Option<String>,
    /// With --sealed: the packs each seat opens (4 to 6).
    #[arg(long, default_value_t = 6, requires = "sealed")]
    pub packs: u8,
    /// With --sealed: the seed the packs are opened from (the same seed opens the same packs).
    #[arg(long, default_value_t = 1, requires = "sealed")]
    pub pack_seed: u64,
}

impl SealedArgs {
    /// The Sealed game asked for, if one is.
    pub fn sealed(&self) -> Option<Sealed> {
        self.sealed.as_ref().map(|set| Sealed {
            set: set.clone(),
            packs: self.packs,
            seed: self.pack_seed,
            trades: Vec::new(),
            dealt: None,
        })
    }
}
