# Does our match analysis agree with GNU Backgammon's? gnubg analyses the same .mat records
# (2-ply by default, its "world class" depth) as `tabula-cli backgammon analyse`, and for
# each record we compare who erred more, that player's error rate (millipoints per
# unforced decision), and the decisions each calls a blunder.
#
#   cargo build --release -p tabula-cli
#   OUT=target/agreement NOISY=12 CLI=target/release/tabula-cli \
#     /usr/games/gnubg -t -q -r -p crates/backgammon/gnubg/analysis_agreement.py | grep '^@@'
#
# Env: OUT (a folder of .mat records; every *.mat in it is analysed), NOISY (how many
# matches gnubg plays itself first into OUT, one side at 0-ply without noise, the other
# with the noise of NOISES in turn; 0 by default), LENGTH (their length, 5), SEED (their
# dice, 1), CLI (tabula-cli), PLIES (both analyses' depth, 2), OUR_PLIES (ours alone, to
# judge deeper than gnubg; PLIES by default), ROLLOUTS (set: ours settles
# close checker plays by rollouts, `--rollouts`), GNUBG_PLIES (set: gnubg's own analysis at
# this depth stands in for ours, to see how far two of gnubg's depths agree by the same
# measures). Records of gnubg against our
# Hard level come from cube_match.py with EXPORT=OUT. gnubg's error rate is its checker
# and cube errors over its unforced moves and close cube decisions, as `show statistics
# match` reports them ("Error rate mEMG"). Prints "@@MATCH {...}" per record and
# "@@SUMMARY {...}".
import glob
import json
import os
import subprocess

import gnubg

NOISES = (0.02, 0.04, 0.06)


def run(command):
    gnubg.command(command)


def play_noisy(path, seed, length, noise, noisy_seat):
    """gnubg plays itself a match: one seat clean, the other with `noise`."""
    run("set rng mersenne")
    run("set seed %d" % seed)
    for p in (0, 1):
        n = noise if p == noisy_seat else 0.0
        run("set player %d gnubg" % p)
        for what in ("chequerplay", "cubedecision"):
            for c in ("plies 0", "noise %.3f" % n, "deterministic on", "cubeful on"):
                run("set player %d %s evaluation %s" % (p, what, c))
    for c in ("set automatic game on", "set automatic roll on", "set cube use on",
              "set display off"):
        run(c)
    run("new match %d" % length)
    if os.path.exists(path):
        os.remove(path)
    run("export match mat %s" % path)


def gnubg_analysis(path, plies):
    """Per seat: error rate (mp per unforced decision) and the blunders' keys."""
    run("import mat %s" % path)
    for what in ("chequerplay", "cubedecision"):
        for c in ("plies %d" % plies, "cubeful on", "deterministic on", "noise 0"):
            run("set analysis %s evaluation %s" % (what, c))
    run("analyse match")
    m = gnubg.match(1, 1, 1, 1)
    loss, count = [0.0, 0.0], [0, 0]
    blunders = set()
    for k, g in enumerate(m["games"]):
        for seat, side in enumerate(("X", "O")):
            st = g["stats"][side]
            # The cube's error is the sum of its kinds: the Python "error-skill" of the
            # cube is not the total that `show statistics match` reports.
            cube = sum(v for k, v in st["cube"].items()
                       if k.startswith("err-") and k.endswith("-skill"))
            loss[seat] += st["moves"]["error-skill"] + cube
            count[seat] += st["moves"]["unforced-moves"] + st["cube"]["close-cube"]
        board = None
        for mv in g["game"]:
            seat = 0 if mv.get("player") == "X" else 1
            a = mv.get("analysis", {})
            board = mv.get("board", board)
            marks = [mv.get("skill"), a.get("skill")]
            if mv["action"] == "move" and "very bad" in marks and mv.get("dice"):
                dice = sorted(mv["dice"], reverse=True)
                blunders.add((k + 1, seat, "checker", mv["board"], dice[0], dice[1]))
            elif mv["action"] in ("double", "take", "drop") and "very bad" in marks:
                kind = "cube" if mv["action"] == "double" else "take"
                blunders.add((k + 1, seat, kind, board, 0, 0))
            # A missed double is marked on the move that followed.
            if mv["action"] == "move" and "very bad" in (mv.get("cube-skill"),
                                                         a.get("cube-skill")):
                blunders.add((k + 1, seat, "cube", mv["board"], 0, 0))
    rate = [1000.0 * loss[s] / max(1, count[s]) for s in (0, 1)]
    return rate, count, blunders


def our_analysis(cli, path, plies):
    with open(path) as f:
        args = [cli, "backgammon", "analyse", "--json", "--depth", str(plies)]
        if os.environ.get("ROLLOUTS"):
            args.append("--rollouts")
        out = subprocess.run(args, stdin=f, capture_output=True, text=True, check=True).stdout
    report = json.loads(out)
    rate = [p["error_rate_mp"] for p in report["players"]]
    count = [p["unforced"] for p in report["players"]]
    blunders = set()
    for d in report["decisions"]:
        if d["class"] != "blunder":
            continue
        if d["kind"] == "checker":
            key = (d["game"], d["seat"], "checker", d["position_id"], d["dice"][0], d["dice"][1])
        else:
            # Cube decisions are keyed by the doubler's position, as gnubg's double record.
            pid = d["position_id"]
            if d["kind"] == "take":
                pid = swap_id(pid)
            key = (d["game"], d["seat"], d["kind"], pid, 0, 0)
        blunders.add(key)
    return rate, count, blunders


def swap_id(pid):
    """The position ID seen from the other side."""
    return gnubg.positionid(list(reversed(gnubg.positionfromid(pid))))


def main():
    out = os.environ.get("OUT", os.path.join("target", "agreement"))
    noisy = int(os.environ.get("NOISY", "0"))
    length = int(os.environ.get("LENGTH", "5"))
    seed = int(os.environ.get("SEED", "1"))
    plies = int(os.environ.get("PLIES", "2"))
    our_plies = int(os.environ.get("OUR_PLIES", str(plies)))
    cli = os.environ.get("CLI", os.path.join("target", "release", "tabula-cli"))
    os.makedirs(out, exist_ok=True)
    for i in range(noisy):
        path = os.path.join(out, "noisy-%02d.mat" % (i + 1))
        if not os.path.exists(path):
            play_noisy(path, seed + i, length, NOISES[i % len(NOISES)], i % 2)
    results = []
    ours_all, theirs_all = set(), set()
    for path in sorted(glob.glob(os.path.join(out, "*.mat"))):
        g_rate, g_count, g_bl = gnubg_analysis(path, plies)
        if os.environ.get("GNUBG_PLIES"):
            o_rate, o_count, o_bl = gnubg_analysis(path, int(os.environ["GNUBG_PLIES"]))
        else:
            o_rate, o_count, o_bl = our_analysis(cli, path, our_plies)
        worse_g = 0 if g_rate[0] > g_rate[1] else 1
        worse_o = 0 if o_rate[0] > o_rate[1] else 1
        same = worse_g == worse_o
        ratio = o_rate[worse_g] / g_rate[worse_g] if g_rate[worse_g] > 0 else float("inf")
        tag = os.path.basename(path)
        ours_all |= {(tag,) + b for b in o_bl}
        theirs_all |= {(tag,) + b for b in g_bl}
        r = {"record": tag, "gnubg_rate_mp": [round(x, 1) for x in g_rate],
             "our_rate_mp": [round(x, 1) for x in o_rate],
             "gnubg_unforced": g_count, "our_unforced": o_count,
             "same_worse_player": same, "rate_ratio": round(ratio, 3),
             "within_25": abs(ratio - 1.0) <= 0.25,
             "blunders_gnubg": len(g_bl), "blunders_ours": len(o_bl),
             "blunders_both": len(g_bl & o_bl)}
        if os.environ.get("DEBUG"):
            r["only_gnubg"] = sorted(map(str, g_bl - o_bl))
            r["only_ours"] = sorted(map(str, o_bl - g_bl))
        results.append(r)
        print("@@MATCH " + json.dumps(r), flush=True)
    both = len(ours_all & theirs_all)
    union = len(ours_all | theirs_all)
    summary = {"records": len(results), "plies": plies, "our_plies": our_plies,
               "gnubg_plies": os.environ.get("GNUBG_PLIES"),
               "same_worse_player": sum(r["same_worse_player"] for r in results),
               "rate_within_25": sum(r["within_25"] for r in results),
               "blunders_gnubg": len(theirs_all), "blunders_ours": len(ours_all),
               "blunders_both": both,
               "blunder_overlap_of_gnubg": round(both / max(1, len(theirs_all)), 3),
               "blunder_overlap_of_ours": round(both / max(1, len(ours_all)), 3),
               "blunder_jaccard": round(both / max(1, union), 3)}
    print("@@SUMMARY " + json.dumps(summary), flush=True)


main()
