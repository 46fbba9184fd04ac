#!/bin/sh
# Regenerates tests/data/golden.txt from GNU Backgammon (Debian package gnubg):
# the 21 opening rolls, the hand-made positions and 5,000 positions from random games.
#
#   crates/backgammon/gnubg/make_golden.sh [POSITIONS]
#
# Golden line: "POSITION_ID D1 D2<TAB>COUNT<TAB>DIGEST", then for the first 600 lines the
# plays themselves ("NOTATION=RESULT_ID" fields). DIGEST is FNV-1a 64 (hex) of the sorted
# result position IDs each followed by a comma; tests/golden.rs recomputes it.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo run -q --release -p tabula-backgammon --example golden_queries -- "${1:-5000}" > "$work/queries"
split -n l/2 "$work/queries" "$work/part."
for part in "$work"/part.*; do
    /usr/games/gnubg -t -q -r -p "$here/legal_plays.py" < "$part" 2>/dev/null \
        | grep '^@@PLAYS ' | cut -c9- > "$part.out" &
done
wait
cat "$work"/part.*.out | python3 "$here/golden_digest.py" 600 > "$here/../tests/data/golden.txt"
wc -l "$here/../tests/data/golden.txt"
