# Random games in GNU Backgammon with the cube, for tests/gnubg_ids.rs: short matches from
# random scores (Crawford and post-Crawford games among them) and money games. Both
# players are "human"; this script rolls, doubles now and then (taken or dropped at
# random) and picks random legal plays. At every turn of the player on roll, before the
# roll and again with the dice rolled (when they can be played), it prints, for a random
# share SAMPLE of them, the IDs and what gnubg says of the state:
#
#   @@IDS POSITION_ID MATCH_ID ON_ROLL DIE1 DIE2 CUBE OWNER LENGTH SCORE0 SCORE1 CRAWFORD ME OPP
#
# OWNER is -1 while the cube is centred; ME and OPP are the 25 counts (points 1..24, bar)
# of the player on roll and of the other, comma-separated, from gnubg.board().
#
#   SEED=1 LINES=300 SAMPLE=0.2 /usr/games/gnubg -t -q -r -p crates/backgammon/gnubg/gnubg_ids.py | grep '^@@'
import os
import random

import gnubg

rng = random.Random(int(os.environ.get("SEED", "1")))
wanted = int(os.environ.get("LINES", "300"))
# The share of the turns' states that are printed (more games for the same lines).
sample = float(os.environ.get("SAMPLE", "0.2"))
printed = 0


def run(command):
    gnubg.command(command)


def snapshot():
    global printed
    if rng.random() >= sample:
        return
    ci = gnubg.cubeinfo()
    info = gnubg.posinfo()
    opp, me = gnubg.board()
    fields = [gnubg.positionid(), gnubg.matchid(), ci["move"], info["dice"][0], info["dice"][1],
              ci["cube"], ci["cubeowner"], ci["matchto"], ci["score"][0], ci["score"][1],
              ci["crawford"], ",".join(map(str, me)), ",".join(map(str, opp))]
    print("@@IDS " + " ".join(map(str, fields)), flush=True)
    printed += 1


def playing():
    return gnubg.posinfo()["gamestate"] == 1


def legal_plays():
    try:
        return [h["move"] for h in gnubg.hint(100000)["hint"]]
    except Exception:  # gnubg raises when no play is possible
        return []


def turn():
    """One turn of the player on roll; returns when it has passed or the game is over."""
    me = gnubg.posinfo()["turn"]
    if gnubg.posinfo()["dice"][0] == 0:
        snapshot()
        ci = gnubg.cubeinfo()
        may = ci["cubeowner"] in (-1, me) and not ci["crawford"] and ci["cube"] < 64
        if may and rng.random() < 0.08:
            run("double")
            if gnubg.posinfo()["doubled"]:
                run("take" if rng.random() < 0.8 else "drop")
                if not playing():
                    return
        run("roll")
    info = gnubg.posinfo()
    if not playing() or info["turn"] != me or info["dice"][0] == 0:
        return  # the roll could not be played
    plays = legal_plays()
    if not plays:
        return
    snapshot()
    run("move " + rng.choice(plays))


def play_game():
    for _ in range(2000):
        if not playing() or printed >= wanted:
            return
        turn()


def main():
    for c in ("set player 0 human", "set player 1 human", "set automatic roll off",
              "set automatic move off", "set automatic bearoff off", "set automatic game off",
              "set automatic doubles 0", "set cube use on", "set jacoby off", "set beavers 0",
              "set evaluation chequerplay evaluation plies 0", "set display off",
              "set rng mersenne", "set seed %d" % rng.randrange(1 << 30)):
        run(c)
    length = 3
    while printed < wanted:
        if length == 0:
            run("new session")
            play_game()
        else:
            run("new match %d" % length)
            # A random score to start from, and at times the Crawford game.
            score = [rng.randrange(length), rng.randrange(length)]
            run("set score %d %d" % tuple(score))
            leader_only = (score[0] == length - 1) != (score[1] == length - 1)
            run("set crawford %s" % ("on" if leader_only and rng.random() < 0.5 else "off"))
            for _ in range(50):
                play_game()
                done = gnubg.match(0, 0, 0, 0)["match-info"].get("result", 0) != 0
                if done or printed >= wanted:
                    break
                run("new game")
        length = {3: 5, 5: 0, 0: 3}[length]
    print("@@DONE %d" % printed, flush=True)


main()
