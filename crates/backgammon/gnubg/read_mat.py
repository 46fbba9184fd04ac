# Imports a .mat file into GNU Backgammon and prints what gnubg read, one line per game and
# per record, for tests/mat_gnubg.rs:
#   @@GAME <score X> <score O> <winner X|O|-> <points> <resigned 0|1>
#   @@REC <X|O> move <d1><d2> <from>/<to> ...   (steps sorted; 25 the bar, 0 off)
#   @@REC <X|O> double|take|drop|...
#
#   MAT=file.mat /usr/games/gnubg -t -q -r -p crates/backgammon/gnubg/read_mat.py
# gnubg's rules for money play (the Jacoby rule, beavers) are set from the file's comments.
import os
import re

import gnubg

# The .mat format gives no money rules; gnubg takes its own settings for them. Ours are in
# `; [Jacoby "On"]` and `; [Beaver "On"]` comment lines: set gnubg's to match.
with open(os.environ["MAT"], encoding="utf-8") as f:
    for key, value in re.findall(r'^; \[(Jacoby|Beaver) "(On|Off)"\]', f.read(), re.M):
        if key == "Jacoby":
            gnubg.command("set jacoby " + value.lower())
        else:
            gnubg.command("set beavers " + ("1" if value == "On" else "0"))

gnubg.command("import mat " + os.environ["MAT"])
m = gnubg.match(0, 0, 0, 0)
print("@@MATCH %d" % m["match-info"]["match-length"], flush=True)
for g in m["games"]:
    info = g["info"]
    resigned = 1 if info.get("resigned") else 0
    print("@@GAME %d %d %s %d %d" % (info["score-X"], info["score-O"], info.get("winner") or "-",
                                     info.get("points-won", 0), resigned))
    for r in g["game"]:
        action = r["action"]
        if action == "move":
            steps = sorted("%d/%d" % (a, b) for a, b in r["move"])
            print("@@REC %s move %d%d %s" % (r["player"], max(r["dice"]), min(r["dice"]),
                                            " ".join(steps)))
        else:
            print("@@REC %s %s" % (r["player"], action))
