// Team Battle's table (TB-1) as a device draws it. Clockwise the seats are A1, B1, A2, B2, so
// teammates sit diagonal and each player faces the opponent across: A1 faces B2, B1 faces A2.
// A1 and B1 share one side of the table, A2 and B2 the other. A device shows the table from its
// own seat's side (a spectator from A1's): its board at the bottom, its teammate diagonal, the
// opponent it faces right above it.

/** The seats [top row, bottom row], each left to right, seen from A1 and B1's side or the other. */
const FROM_SIDE = [
  [[2, 3], [1, 0]],
  [[0, 1], [3, 2]],
];

/** The seats' rows as `seat` sees the table (null: a spectator). */
export function rows(seat) {
  return FROM_SIDE[seat === null || seat === undefined || seat < 2 ? 0 : 1];
}

/** The teammate of `seat`, sitting diagonal from it. */
export function teammate(seat) {
  return (seat + 2) % 4;
}

/** The name of `seat` (A1, B1, A2, B2) in view (a Team Battle board). */
export function seatName(view, seat) {
  return view.places[seat].name;
}
