//! Team policies.
