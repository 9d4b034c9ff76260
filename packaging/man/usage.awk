# A program's --help as help2man reads usage lines (packaging/CMakeLists.txt, pb_man_page):
# after "Usage: PROGRAM ...", a line going on with an option ("   [-p PHRASE]...") is joined
# to the line before it, and a line naming the program again becomes "  or:  PROGRAM ...", so
# every form goes into SYNOPSIS. Everything else passes unchanged.
/^Usage:/ { usage = 1; line = $0; next }
usage && /^ +\[/ { sub(/^ +/, " "); line = line $0; next }
usage && /^ +[^ ]/ { print line; sub(/^ +/, "  or:  "); line = $0; next }
usage { print line; usage = 0 }
{ print }
END { if (usage) print line }
