//! Whether an action is allowed now, and the actions offered: `check` names the rule that
//! refuses an action, asking the check of its kind (one file each), and `legal` lists exactly
//! what those checks accept.

pub(super) mod abilities;
pub(super) mod answers;
pub(super) mod attacks;
pub(super) mod check;
pub(super) mod into_play;
pub(super) mod legal;
pub(super) mod pile_abilities;
pub(super) mod retreat;
pub(super) mod set_up;
pub(super) mod stadium;
pub(super) mod trainers;
pub(super) mod words;
