//! Whether an action is allowed now and the actions offered: `legal` lists exactly what the checks
//! accept.

pub(super) mod check;
pub(super) mod legal;
