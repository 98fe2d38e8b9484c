// Words of the final result (table and replay pages) that players read, in one place so that
// they can be translated.
export const TEXT = {
  over: "Game over",
  winner: (names) => `Winner: ${names}`,
  winners: (names) => `Winners (a shared victory): ${names}`,
  score: "Score",
  winnerMark: "winner",
  replay: "Replay this game",
  download: "Download the record",
};
