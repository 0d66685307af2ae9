//! Card texts resolved step by step, with one file per family of effect.

pub(super) mod attached;
pub(super) mod choices;
pub(super) mod conditions;
pub(super) mod copying;
pub(super) mod damage;
pub(super) mod discard_among;
pub(super) mod leaving;
pub(super) mod looking;
pub(super) mod moves;
pub(super) mod resolve;
pub(super) mod revealing;
