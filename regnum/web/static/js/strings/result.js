// Words of the final result (table and replay pages) that players read, in the page's language.
import { _ } from "../words.js";

export const TEXT = {
  over: _("Game over"),
  winner: (names) => _("Winner: {names}", { names }),
  winners: (names) => _("Winners (a shared victory): {names}", { names }),
  score: _("Score"),
  winnerMark: _("winner"),
  replay: _("Replay this game"),
  download: _("Download the record"),
};
