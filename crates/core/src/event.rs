use serde::Serialize;

/// The ordered record of a game's changes. The simulator switches recording off for speed; then
/// `record` is a single branch and nothing is stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct EventLog<E> {
    #[serde(skip)]
    enabled: bool,
    events: Vec<E>,
}

impl<E> EventLog<E> {
    pub fn new(enabled: bool) -> Self {
        Self {
            enabled,
            events: Vec::new(),
        }
    }

    #[inline]
    pub fn record(&mut self, event: E) {
        if self.enabled {
            self.events.push(event);
        }
    }

    pub fn is_enabled(&self) -> bool {
        self.enabled
    }

    pub fn events(&self) -> &[E] {
        &self.events
    }

    /// Events from position `from` on: what a client that has seen `from` events has missed.
    pub fn since(&self, from: usize) -> &[E] {
        self.events.get(from..).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disabled_log_stores_nothing() {
        let mut log = EventLog::new(false);
        log.record(1);
        assert!(log.events().is_empty());
        let mut log = EventLog::new(true);
        log.record(1);
        log.record(2);
        assert_eq!(log.events(), &[1, 2]);
        assert_eq!(log.since(1), &[2]);
        assert_eq!(log.since(5), &[] as &[i32]);
    }
}
