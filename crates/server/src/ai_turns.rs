//! The search slots, taken in turn. A search waits for a slot (first come, first served), runs
//! for a slice, and then, if another search is waiting, gives its slot to the one that waited
//! longest and queues behind the others. So however many long searches are running, a search of
//! a few milliseconds is served within one round of slices, and N long searches sharing one
//! slot each get 1/N of it. The time a search waits does not count against its time budget
//! ([`altplay_ai::Turns`]): the AI is as strong on a busy server, only slower, and a search of a
//! number of iterations chooses the same move.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use altplay_ai::Turns;

/// How long a search runs before it lets a waiting one have its slot.
pub const SLICE: Duration = Duration::from_millis(100);

/// The slots searches take turns on.
#[derive(Debug)]
pub(crate) struct Slots {
    queue: Mutex<Queue>,
    changed: Condvar,
    slice: Duration,
}

#[derive(Debug)]
struct Queue {
    free: usize,
    /// The tickets of the searches waiting, the longest waiting first.
    waiting: VecDeque<u64>,
    next_ticket: u64,
}

impl Slots {
    pub(crate) fn new(count: usize, slice: Duration) -> Arc<Self> {
        Arc::new(Self {
            queue: Mutex::new(Queue {
                free: count.max(1),
                waiting: VecDeque::new(),
                next_ticket: 0,
            }),
            changed: Condvar::new(),
            slice,
        })
    }

    /// A slot, once every search that asked before has had its turn; blocks the thread.
    pub(crate) fn take(self: &Arc<Self>) -> Turn {
        self.wait_for_a_slot();
        Turn {
            slots: Arc::clone(self),
            since: Mutex::new(Instant::now()),
        }
    }

    fn wait_for_a_slot(&self) {
        let mut queue = self.queue.lock().expect("lock");
        let ticket = queue.next_ticket;
        queue.next_ticket += 1;
        queue.waiting.push_back(ticket);
        while !(queue.free > 0 && queue.waiting.front() == Some(&ticket)) {
            queue = self.changed.wait(queue).expect("lock");
        }
        queue.waiting.pop_front();
        queue.free -= 1;
        // The next in line may find a slot free too.
        self.changed.notify_all();
    }

    fn give_back(&self) {
        self.queue.lock().expect("lock").free += 1;
        self.changed.notify_all();
    }

    fn anyone_waiting(&self) -> bool {
        !self.queue.lock().expect("lock").waiting.is_empty()
    }
}

/// A search's hold on a slot, given back when it ends (dropped).
#[derive(Debug)]
pub(crate) struct Turn {
    slots: Arc<Slots>,
    /// When the search last took its slot.
    since: Mutex<Instant>,
}

impl Turns for Turn {
    /// After a slice, with another search waiting: the slot goes to it, and this search waits
    /// behind every search queued.
    fn checkpoint(&self) -> Duration {
        let mut since = self.since.lock().expect("lock");
        if since.elapsed() < self.slots.slice || !self.slots.anyone_waiting() {
            return Duration::ZERO;
        }
        let paused = Instant::now();
        self.slots.give_back();
        self.slots.wait_for_a_slot();
        *since = Instant::now();
        paused.elapsed()
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.slots.give_back();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::sync::atomic::{AtomicUsize, Ordering};

    /// How many searches are working at once (one slot: never more than one).
    static WORKING: AtomicUsize = AtomicUsize::new(0);

    /// A search of `work_ms` milliseconds of work on `slots`: it checks its turn after each and
    /// records it, so `ran` lists who worked each millisecond, in order.
    fn search(slots: &Arc<Slots>, name: u8, work_ms: u32, ran: &Arc<Mutex<Vec<u8>>>) {
        let turn = slots.take();
        for _ in 0..work_ms {
            assert_eq!(WORKING.fetch_add(1, Ordering::SeqCst), 0, "two at once");
            std::thread::sleep(Duration::from_millis(1));
            ran.lock().unwrap().push(name);
            WORKING.fetch_sub(1, Ordering::SeqCst);
            turn.checkpoint();
        }
    }

    #[test]
    fn long_searches_share_the_slot_in_turn_and_a_short_one_is_served_within_a_round() {
        let slots = Slots::new(1, Duration::from_millis(20));
        let ran = Arc::new(Mutex::new(Vec::new()));
        let mut threads = Vec::new();
        for name in 0..3 {
            let (slots, ran) = (Arc::clone(&slots), Arc::clone(&ran));
            threads.push(std::thread::spawn(move || search(&slots, name, 200, &ran)));
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(Duration::from_millis(100));
        // A short search asks once the three long ones are running.
        let short = {
            let (slots, ran) = (Arc::clone(&slots), Arc::clone(&ran));
            std::thread::spawn(move || search(&slots, 9, 2, &ran))
        };
        short.join().unwrap();
        let at_short = ran.lock().unwrap().len();
        for t in threads {
            t.join().unwrap();
        }
        let ran = ran.lock().unwrap();
        // The short one ran before the long ones were half done: about 100 ms of work had been
        // done when it asked, and a round is three slices of 20 ms.
        assert!(
            at_short < 300,
            "the short search waited for {at_short} ms of others' work"
        );
        // Each long search ran in several slices: the others ran between its first and last.
        for name in 0..3u8 {
            let first = ran.iter().position(|&n| n == name).unwrap();
            let last = ran.iter().rposition(|&n| n == name).unwrap();
            let others = ran[first..last].iter().filter(|&&n| n != name).count();
            assert!(others > 100, "search {name} ran alone: {others}");
        }
        // Every slot given back.
        assert_eq!(slots.queue.lock().unwrap().free, 1);
    }
}
