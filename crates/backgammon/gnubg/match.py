# Money games (cube off) between GNU Backgammon and one of our agents. gnubg rolls the
# dice, checks every play, scores the game and plays one side; our agent plays the other
# through gnubg_bridge (one JSON line each way, see examples/gnubg_bridge.rs).
#
#   AGENT=expectimax LEVEL=expert GAMES=200 SEED=1 \
#     /usr/games/gnubg -t -q -r -p crates/backgammon/gnubg/match.py | grep '^@@'
#
# Env: BRIDGE (command; default the release example binary), AGENT, LEVEL (beginner |
# casual | intermediate | advanced | expert | worldclass), GAMES, SEED, ERRORS (plies, e.g. 2: gnubg judges
# each of our plays at that depth and the summary reports the mean equity lost per
# decision in millipoints, "error_rate_mp"). Game g uses dice seed SEED + g // 2
# and our agent takes gnubg's seat in every second game, so each seed's dice are played from
# both sides. Prints "@@GAME {...}" per game and "@@SUMMARY {...}".
import json
import os
import subprocess
import time

import gnubg

# Noise gnubg adds to its evaluations and the depth it searches at each level (its predefined
# settings; "worldclass" is its 2-ply world class).
NOISE = {"beginner": 0.060, "casual": 0.050, "intermediate": 0.040, "advanced": 0.015,
         "expert": 0.0, "worldclass": 0.0}
PLIES = {"worldclass": 2}
# gnubg's embedded Python has no __file__: the default is relative to the workspace root.
DEFAULT_BRIDGE = os.path.join("target", "release", "examples", "gnubg_bridge")


def run(command):
    gnubg.command(command)


def configure(level, ours):
    """gnubg plays seat 1 - ours at `level`; we play `ours` (as a "human")."""
    theirs = 1 - ours
    for c in ("set player %d human" % ours, "set player %d gnubg" % theirs,
              "set player %d chequerplay evaluation plies %d" % (theirs, PLIES.get(level, 0)),
              "set player %d chequerplay evaluation noise %.3f" % (theirs, NOISE[level]),
              "set player %d chequerplay evaluation deterministic on" % theirs,
              "set player %d chequerplay evaluation cubeful off" % theirs,
              "set automatic roll off", "set automatic move off", "set automatic bearoff off",
              "set automatic game off", "set cube use off", "set jacoby off",
              "set display off"):
        run(c)
    plies = os.environ.get("ERRORS")
    if plies:
        # The hints that list our legal plays are then evaluated at this depth.
        for c in ("plies %d" % int(plies), "cubeful off", "deterministic on", "noise 0"):
            run("set evaluation chequerplay evaluation " + c)


def after(me, opp, steps):
    me, opp = list(me), list(opp)
    for frm, to in steps:
        me[24 if frm == 25 else frm - 1] -= 1
        if to > 0:
            me[to - 1] += 1
            if opp[24 - to] == 1:
                opp[24 - to] = 0
                opp[24] += 1
    return me, opp


def our_turn(bridge, stats):
    opp, me = [list(x) for x in gnubg.board()]
    try:
        hints = gnubg.hint(100000)["hint"]
    except Exception:
        hints = []
    if not hints:
        run("play")  # no legal play: gnubg passes the turn
        return
    legal = []
    for h in hints:
        m2, o2 = after(me, opp, gnubg.parsemove(h["move"]))
        legal.append({"move": h["move"], "me": m2, "opp": o2})
    pick = 0
    if len(legal) > 1:
        t0 = time.time()
        bridge.stdin.write(json.dumps({"me": me, "opp": opp, "dice": list(gnubg.posinfo()["dice"]),
                                       "legal": legal}) + "\n")
        bridge.stdin.flush()
        pick = int(json.loads(bridge.stdout.readline())["index"])
        stats["seconds_thinking"] += time.time() - t0
        stats["decisions"] += 1
        if os.environ.get("ERRORS"):
            # Hints come best first.
            stats["equity_lost"] += hints[0]["equity"] - hints[pick]["equity"]
    run("move " + legal[pick]["move"])


def play_game(bridge, ours, stats):
    run("new game")
    for _ in range(5000):
        info = gnubg.posinfo()
        if info["gamestate"] != 1:
            break
        if info["resigned"]:
            run("reject")
        elif info["turn"] != ours:
            run("play")
        elif info["dice"][0] == 0:
            run("roll")
        else:
            our_turn(bridge, stats)
    result = gnubg.match(0, 0, 0, 0)["games"][-1]["info"]
    # gnubg.match() names player 0 "X" and player 1 "O".
    we_won = result.get("winner") == ("X" if ours == 0 else "O")
    return we_won, result.get("points-won", 1)


def main():
    level = os.environ.get("LEVEL", "expert")
    games = int(os.environ.get("GAMES", "20"))
    seed = int(os.environ.get("SEED", "1"))
    agent = os.environ.get("AGENT", "expectimax")
    bridge = subprocess.Popen([os.environ.get("BRIDGE", DEFAULT_BRIDGE), agent],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    stats = {"agent": agent, "level": level, "games": 0, "wins": 0, "points_for": 0,
             "points_against": 0, "gammons_for": 0, "gammons_against": 0, "decisions": 0,
             "seconds_thinking": 0.0, "equity_lost": 0.0}
    start = time.time()
    for g in range(games):
        ours = g % 2
        run("set rng mersenne")
        run("set seed %d" % (seed + g // 2))
        configure(level, ours)
        won, points = play_game(bridge, ours, stats)
        stats["games"] += 1
        stats["wins"] += won
        stats["points_for" if won else "points_against"] += points
        if points >= 2:
            stats["gammons_for" if won else "gammons_against"] += 1
        print("@@GAME " + json.dumps({"game": g, "seat": ours, "won": won, "points": points}),
              flush=True)
    bridge.stdin.close()
    bridge.wait()
    stats["win_rate"] = round(stats["wins"] / max(1, stats["games"]), 3)
    stats["points_per_game"] = round((stats["points_for"] - stats["points_against"])
                                     / max(1, stats["games"]), 3)
    if os.environ.get("ERRORS"):
        stats["error_rate_mp"] = round(1000 * stats["equity_lost"] / max(1, stats["decisions"]), 2)
    stats["equity_lost"] = round(stats["equity_lost"], 3)
    stats["seconds"] = round(time.time() - start, 1)
    stats["seconds_thinking"] = round(stats["seconds_thinking"], 1)
    print("@@SUMMARY " + json.dumps(stats), flush=True)


main()
