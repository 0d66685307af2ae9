//! Counts with a cap in all and a cap per client address: open connections, open WebSockets,
//! tables made. A [`Slot`] is one counted thing; dropping it gives the count back (a table's is
//! kept: tables stay).
//!
//! A client address is the peer's IP address as the server sees it. An IPv6 client is counted
//! by its /64, the block one subscriber gets (it may use any address in it), and an IPv4
//! address that reached a dual-stack listener as `::ffff:a.b.c.d` as that IPv4 address. Behind
//! a reverse proxy every client has the proxy's address.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex};

/// The address a client is counted by: see the module's doc.
pub fn client_address(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => {
            let mut segments = v6.segments();
            segments[4..].fill(0);
            IpAddr::V6(Ipv6Addr::from(segments))
        }
        v4 => v4,
    }
}

/// Which cap a refused slot would have passed.
#[derive(Debug, PartialEq, Eq)]
pub enum Full {
    /// The cap in all.
    Total,
    /// The cap for this client address.
    Address,
}

/// A count in all and per client address, each capped.
pub struct Slots {
    max_total: usize,
    max_per_address: usize,
    counts: Mutex<Counts>,
}

#[derive(Default)]
struct Counts {
    total: usize,
    /// Only addresses holding at least one slot.
    per_address: HashMap<IpAddr, usize>,
}

impl Slots {
    /// Caps of `max_total` in all and `max_per_address` per address, `held` already taken in
    /// all (by no address in particular: tables restored at start).
    pub fn new(max_total: usize, max_per_address: usize, held: usize) -> Arc<Self> {
        Arc::new(Self {
            max_total,
            max_per_address,
            counts: Mutex::new(Counts {
                total: held,
                per_address: HashMap::new(),
            }),
        })
    }

    /// One more slot for `address` (a [`client_address`]), or the cap it would pass (the
    /// address's first, so that a client over its own share is told so).
    pub fn take(self: &Arc<Self>, address: IpAddr) -> Result<Slot, Full> {
        let mut counts = self.counts.lock().expect("slot counts");
        let mine = counts.per_address.get(&address).copied().unwrap_or(0);
        if mine >= self.max_per_address {
            return Err(Full::Address);
        }
        if counts.total >= self.max_total {
            return Err(Full::Total);
        }
        counts.total += 1;
        counts.per_address.insert(address, mine + 1);
        Ok(Slot {
            slots: Arc::clone(self),
            address,
            kept: false,
        })
    }

    pub fn max_total(&self) -> usize {
        self.max_total
    }

    pub fn max_per_address(&self) -> usize {
        self.max_per_address
    }

    fn give_back(&self, address: IpAddr) {
        let mut counts = self.counts.lock().expect("slot counts");
        counts.total = counts.total.saturating_sub(1);
        if let Some(mine) = counts.per_address.get_mut(&address) {
            *mine -= 1;
            if *mine == 0 {
                counts.per_address.remove(&address);
            }
        }
    }
}

/// One counted thing; its count is given back when it drops, unless [`Slot::keep`] kept it.
pub struct Slot {
    slots: Arc<Slots>,
    address: IpAddr,
    kept: bool,
}

impl Slot {
    /// Counts the thing for good (a table made: tables are not removed).
    pub fn keep(mut self) {
        self.kept = true;
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if !self.kept {
            self.slots.give_back(self.address);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn the_address_cap_comes_first_and_a_dropped_slot_is_given_back() {
        let slots = Slots::new(3, 2, 0);
        let a = [
            slots.take(ip("10.0.0.1")).unwrap(),
            slots.take(ip("10.0.0.1")).unwrap(),
        ];
        assert_eq!(slots.take(ip("10.0.0.1")).err(), Some(Full::Address));
        let b = slots.take(ip("10.0.0.2")).unwrap();
        assert_eq!(slots.take(ip("10.0.0.2")).err(), Some(Full::Total));
        assert_eq!(slots.take(ip("10.0.0.1")).err(), Some(Full::Address));
        drop(b);
        let c = slots.take(ip("10.0.0.3")).unwrap();
        drop(a);
        assert!(slots.take(ip("10.0.0.1")).is_ok());
        drop(c);
    }

    #[test]
    fn a_kept_slot_stays_counted_and_held_ones_count_in_all() {
        let slots = Slots::new(2, 5, 1);
        slots.take(ip("10.0.0.1")).unwrap().keep();
        assert_eq!(slots.take(ip("10.0.0.2")).err(), Some(Full::Total));
    }

    #[test]
    fn ipv6_clients_are_counted_by_their_64_and_mapped_ipv4_as_ipv4() {
        assert_eq!(
            client_address(ip("2001:db8:1:2:aaaa:bbbb:cccc:dddd")),
            ip("2001:db8:1:2::")
        );
        assert_eq!(client_address(ip("::ffff:192.0.2.7")), ip("192.0.2.7"));
        assert_eq!(client_address(ip("192.0.2.7")), ip("192.0.2.7"));
    }
}
