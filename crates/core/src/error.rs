use std::borrow::Cow;
use std::fmt;

/// An action or a set-up refused by the rules. It always names the rule it breaks, e.g.
/// `RB-10: this pair has used its GX attack`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct RuleError {
    /// The rule id from the format's spec (`RB-10`, `BG-2`, …).
    pub rule: &'static str,
    /// Borrowed when fixed, so a search that asks about many refused actions allocates nothing.
    pub message: Cow<'static, str>,
}

impl RuleError {
    pub fn new(rule: &'static str, message: impl Into<Cow<'static, str>>) -> Self {
        Self {
            rule,
            message: message.into(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_the_rule_first() {
        let e = RuleError::new("RB-10", "this pair has used its GX attack");
        assert_eq!(e.to_string(), "RB-10: this pair has used its GX attack");
    }
}
