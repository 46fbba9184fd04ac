# Lists every legal play GNU Backgammon allows, for comparison with tabula-backgammon.
#
#   /usr/games/gnubg -t -q -r -p legal_plays.py < queries.txt | grep '^@@PLAYS' | cut -c9-
#
# A query line is "POSITION_ID D1 D2" (the position seen from the player on roll).
# An answer line is tab-separated: "POSITION_ID D1 D2", the number of plays, then one field
# per play "NOTATION=RESULT_ID" (the position after the play, still seen from the mover),
# sorted by RESULT_ID. gnubg lists one play per distinct resulting position.
import sys

import gnubg


def init():
    for c in ("set player 0 human", "set player 1 human", "set automatic roll off",
              "set automatic move off", "set automatic bearoff off", "set jacoby off",
              "set cube use off", "set evaluation chequerplay evaluation plies 0",
              "set display off"):
        gnubg.command(c)
    gnubg.command("new game")


def after(me, opp, steps):
    """The position after gnubg's steps (from, to); 25 is the bar, 0 or less is off."""
    me, opp = list(me), list(opp)
    for frm, to in steps:
        me[24 if frm == 25 else frm - 1] -= 1
        if to > 0:
            me[to - 1] += 1
            if opp[24 - to] == 1:
                opp[24 - to] = 0
                opp[24] += 1
    return gnubg.positionid((tuple(opp), tuple(me)))


def plays(posid, d1, d2):
    if gnubg.posinfo()["gamestate"] != 1:
        gnubg.command("new game")
    gnubg.command("set board " + posid)
    if gnubg.positionid() != posid:
        raise ValueError("gnubg refused position " + posid)
    gnubg.command("set dice %d %d" % (d1, d2))
    opp, me = gnubg.board()
    try:
        hints = gnubg.hint(100000)["hint"]
    except Exception as e:  # gnubg raises when no play is possible
        if "no legal" not in str(e).lower() and "no moves" not in str(e).lower():
            raise
        hints = []
    out = sorted((after(me, opp, gnubg.parsemove(h["move"])), h["move"]) for h in hints)
    return ["%s=%s" % (move, rid) for rid, move in out]


def main():
    init()
    for line in sys.stdin:
        fields = line.split()
        if len(fields) != 3:
            continue
        posid, d1, d2 = fields[0], int(fields[1]), int(fields[2])
        try:
            answer = plays(posid, d1, d2)
            sys.stdout.write("@@PLAYS %s %d %d\t%d\t%s\n"
                             % (posid, d1, d2, len(answer), "\t".join(answer)))
        except Exception as e:
            sys.stdout.write("@@PLAYS %s %d %d\tERROR %s\n" % (posid, d1, d2, e))
        sys.stdout.flush()


main()
