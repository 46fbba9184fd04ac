# Cubeful money games or matches between GNU Backgammon and one of our agents, the cube
# on. gnubg rolls, referees, scores and plays one side (its cube decisions at 0-ply,
# cubeful); our agent plays the other through gnubg_bridge (examples/gnubg_bridge.rs),
# which answers checker plays and cube decisions (double, take, accept a resignation).
#
#   MODE=money GAMES=100 SEED=1 AGENT=neural-search BRIDGE=.../gnubg_bridge \
#     /usr/games/gnubg -t -q -r -p crates/backgammon/gnubg/cube_match.py | grep '^@@'
#   MODE=match LENGTH=7 GAMES=4 ...            (GAMES = matches)
#
# Env: as match.py (BRIDGE, AGENT, LEVEL, GAMES, SEED) plus MODE (money | match), LENGTH,
# JACOBY (money: on | off, default on), EXPORT (a folder: each match is also written there
# as gnubg's .mat record, hard-SEED-G.mat, for analysis_agreement.py). Game or match g uses dice seed SEED + g // 2 and
# our agent takes gnubg's seat every second one. Prints "@@GAME {...}" per game or match
# and "@@SUMMARY {...}".
import json
import os
import subprocess
import time

import gnubg

NOISE = {"beginner": 0.060, "casual": 0.050, "intermediate": 0.040, "advanced": 0.015,
         "expert": 0.0}
DEFAULT_BRIDGE = os.path.join("target", "release", "examples", "gnubg_bridge")


def run(command):
    gnubg.command(command)


def configure(level, ours, jacoby):
    theirs = 1 - ours
    for c in ("set player %d human" % ours, "set player %d gnubg" % theirs,
              "set player %d chequerplay evaluation plies 0" % theirs,
              "set player %d chequerplay evaluation noise %.3f" % (theirs, NOISE[level]),
              "set player %d chequerplay evaluation deterministic on" % theirs,
              "set player %d cubedecision evaluation plies 0" % theirs,
              "set player %d cubedecision evaluation noise %.3f" % (theirs, NOISE[level]),
              "set player %d cubedecision evaluation deterministic on" % theirs,
              "set player %d cubedecision evaluation cubeful on" % theirs,
              "set automatic roll off", "set automatic move off", "set automatic bearoff off",
              "set automatic game off", "set automatic doubles 0", "set cube use on",
              "set beavers 0", "set jacoby %s" % ("on" if jacoby else "off"),
              "set display off"):
        run(c)


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


def ask(bridge, query, stats):
    t0 = time.time()
    bridge.stdin.write(json.dumps(query) + "\n")
    bridge.stdin.flush()
    answer = json.loads(bridge.stdout.readline())
    stats["seconds_thinking"] += time.time() - t0
    return answer


def cube_query(decision, ours, me, opp, jacoby, extra=None):
    ci = gnubg.cubeinfo()
    owner = ci["cubeowner"]
    q = {"decision": decision, "me": list(me), "opp": list(opp), "cube": ci["cube"],
         "owner": None if owner == -1 else ("me" if owner == ours else "opp"),
         "match": ci["matchto"], "score": [ci["score"][ours], ci["score"][1 - ours]],
         "crawford": bool(ci["crawford"]), "jacoby": jacoby}
    q.update(extra or {})
    return q


def our_move(bridge, stats, ours, jacoby):
    opp, me = [list(x) for x in gnubg.board()]
    try:
        hints = gnubg.hint(100000)["hint"]
    except Exception:
        hints = []
    if not hints:
        run("play")
        return
    legal = []
    for h in hints:
        m2, o2 = after(me, opp, gnubg.parsemove(h["move"]))
        legal.append({"move": h["move"], "me": m2, "opp": o2})
    pick = 0
    if len(legal) > 1:
        # With the cube and the score, so that our checker play may value them.
        q = cube_query("move", ours, me, opp, jacoby,
                       {"dice": list(gnubg.posinfo()["dice"]), "legal": legal})
        del q["decision"]
        pick = int(ask(bridge, q, stats)["index"])
    run("move " + legal[pick]["move"])


def play_game(bridge, ours, stats, jacoby):
    """Plays until the game (money) or the current game of the match ends."""
    for _ in range(5000):
        info = gnubg.posinfo()
        if info["gamestate"] != 1:
            return
        opp, me = [list(x) for x in gnubg.board()]
        if info["turn"] != ours:
            run("play")
            continue
        if info["resigned"] or info["doubled"]:
            # While we answer gnubg's offer the board is still seen from gnubg, the side
            # that made it.
            me, opp = opp, me
        if info["resigned"]:
            q = cube_query("accept", ours, me, opp, jacoby, {"level": info["resigned"]})
            run("accept" if ask(bridge, q, stats)["answer"] else "reject")
        elif info["doubled"]:
            q = cube_query("take", ours, me, opp, jacoby)
            stats["takes_asked"] += 1
            took = ask(bridge, q, stats)["answer"]
            stats["takes"] += int(took)
            run("take" if took else "drop")
        elif info["dice"][0] == 0:
            ci = gnubg.cubeinfo()
            may = (ci["cubeowner"] in (-1, ours) and not ci["crawford"] and ci["cube"] < 64)
            if may and ask(bridge, cube_query("double", ours, me, opp, jacoby), stats)["answer"]:
                run("double")
                now = gnubg.posinfo()
                if now["doubled"] or now["gamestate"] != 1 or gnubg.cubeinfo()["cube"] != ci["cube"]:
                    stats["doubles"] += 1
                else:
                    # gnubg refuses a double it deems pointless (a dead cube in a match).
                    stats["doubles_refused"] += 1
                    run("roll")
            else:
                run("roll")
        else:
            our_move(bridge, stats, ours, jacoby)


def main():
    level = os.environ.get("LEVEL", "expert")
    games = int(os.environ.get("GAMES", "20"))
    seed = int(os.environ.get("SEED", "1"))
    agent = os.environ.get("AGENT", "neural-search")
    mode = os.environ.get("MODE", "money")
    length = int(os.environ.get("LENGTH", "7"))
    jacoby = mode == "money" and os.environ.get("JACOBY", "on") == "on"
    bridge = subprocess.Popen([os.environ.get("BRIDGE", DEFAULT_BRIDGE), agent],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    stats = {"agent": agent, "level": level, "mode": mode, "games": 0, "wins": 0,
             "points_for": 0, "points_against": 0, "doubles": 0, "doubles_refused": 0,
             "takes_asked": 0, "takes": 0,
             "seconds_thinking": 0.0}
    if mode == "match":
        stats["length"] = length
    start = time.time()
    for g in range(games):
        ours = g % 2
        run("set rng mersenne")
        run("set seed %d" % (seed + g // 2))
        configure(level, ours, jacoby)
        if mode == "match":
            run("new match %d" % length)
            for _ in range(100):
                play_game(bridge, ours, stats, jacoby)
                if gnubg.match(0, 0, 0, 0)["match-info"].get("result", 0) != 0:
                    break
                run("new game")
            m = gnubg.match(0, 0, 0, 0)
            export = os.environ.get("EXPORT")
            if export:
                os.makedirs(export, exist_ok=True)
                path = os.path.join(export, "hard-%d-%d.mat" % (seed, g))
                if os.path.exists(path):
                    os.remove(path)
                run("export match mat %s" % path)
            last = m["games"][-1]["info"]
            final = {"X": last["score-X"], "O": last["score-O"]}
            final[last["winner"]] += last.get("points-won", 0)
            mine, theirs = ("X", "O") if ours == 0 else ("O", "X")
            won = final[mine] > final[theirs]
            record = {"match": g, "seat": ours, "won": won, "score": [final[mine], final[theirs]],
                      "games": len(m["games"])}
            stats["points_for"] += final[mine]
            stats["points_against"] += final[theirs]
        else:
            run("new session")
            play_game(bridge, ours, stats, jacoby)
            result = gnubg.match(0, 0, 0, 0)["games"][-1]["info"]
            won = result.get("winner") == ("X" if ours == 0 else "O")
            points = result.get("points-won", 1)
            stats["points_for" if won else "points_against"] += points
            record = {"game": g, "seat": ours, "won": won, "points": points}
        stats["games"] += 1
        stats["wins"] += int(won)
        print("@@GAME " + json.dumps(record), flush=True)
    bridge.stdin.close()
    bridge.wait()
    stats["win_rate"] = round(stats["wins"] / max(1, stats["games"]), 3)
    if mode == "money":
        stats["points_per_game"] = round((stats["points_for"] - stats["points_against"])
                                         / max(1, stats["games"]), 3)
    stats["seconds"] = round(time.time() - start, 1)
    stats["seconds_thinking"] = round(stats["seconds_thinking"], 1)
    print("@@SUMMARY " + json.dumps(stats), flush=True)


main()
