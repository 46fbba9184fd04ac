# Writes kazaross-xg2.txt, the match equity table the analysis and the computer's cube use,
# from the copy of Neil Kazaross's table that GNU Backgammon ships:
#   python3 crates/backgammon/met/from_gnubg_xml.py /usr/share/gnubg/met/Kazaross-XG2.xml \
#     > crates/backgammon/met/kazaross-xg2.txt
import re
import sys

xml = open(sys.argv[1]).read()
notice = re.search(r"<!--(.*?)-->", xml, re.S).group(1).strip("\n")
name = re.search(r"<name>(.*?)</name>", xml).group(1)
description = re.search(r"<description>(.*?)</description>", xml).group(1)


def rows(section):
    body = re.search(r"<%s[^>]*>(.*?)</%s>" % (section, section), xml, re.S).group(1)
    return [re.findall(r"<me>\s*([0-9.]+)\s*</me>", r)
            for r in re.findall(r"<row>(.*?)</row>", body, re.S)]


print("# %s: %s" % (name, description))
print("# From GNU Backgammon's met/Kazaross-XG2.xml, which carries this notice:")
for line in notice.splitlines():
    print("#" + (" " + line.strip() if line.strip() else ""))
print("# pre-Crawford: row i, column j = the match-winning chance of a side (i+1)-away")
print("# against (j+1)-away (with a side 1-away: at the start of the Crawford game).")
print("pre")
for r in rows("pre-crawford-table"):
    print(" ".join(r))
print("# post-Crawford: the trailer's chance, (j+1)-away against a leader 1-away.")
print("post")
for r in rows("post-crawford-table"):
    print(" ".join(r))
