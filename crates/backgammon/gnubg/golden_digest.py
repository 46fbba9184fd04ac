# Turns legal_plays.py answers (stdin) into golden lines (stdout): the first FULL (argv[1])
# answers keep their plays, the others keep only the count and the digest of the results.
import sys


def fnv1a64(text):
    h = 0xcbf29ce484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


full = int(sys.argv[1])
for n, line in enumerate(sys.stdin):
    fields = line.rstrip("\n").split("\t")
    if len(fields) < 2 or fields[1].startswith("ERROR"):
        sys.exit("gnubg failed on: " + line)
    plays = [f for f in fields[2:] if f]
    results = sorted(p.rsplit("=", 1)[1] for p in plays)
    digest = fnv1a64("".join(r + "," for r in results))
    out = [fields[0], fields[1], digest] + (plays if n < full else [])
    print("\t".join(out))
