#!/bin/sh
# Backs up Tabula's database, named by TABULA_DATABASE (see server.env), while the servers
# run: a Postgres dump (pg_dump's custom format, for pg_restore), or a consistent copy of the
# SQLite file (sqlite3's .backup). Keeps the newest TABULA_BACKUPS_KEPT (default 14) in
# TABULA_BACKUPS (default /var/backups/tabula); prints the file made.
#
# Restore Postgres:  pg_restore --clean --if-exists --dbname="$TABULA_DATABASE" FILE.dump
# Restore SQLite:    stop the server, copy FILE.db over the database file, start it.
set -eu

: "${TABULA_DATABASE:?TABULA_DATABASE names the database (see deploy/server.env)}"
dest=${TABULA_BACKUPS:-/var/backups/tabula}
keep=${TABULA_BACKUPS_KEPT:-14}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p "$dest"

case "$TABULA_DATABASE" in
postgres://* | postgresql://*)
    file="$dest/tabula-$stamp.dump"
    pg_dump --format=custom --file="$file.part" "$TABULA_DATABASE"
    ;;
sqlite://*)
    file="$dest/tabula-$stamp.db"
    db=${TABULA_DATABASE#sqlite://}
    sqlite3 "${db%%\?*}" ".backup '$file.part'"
    ;;
*)
    echo "backup.sh: TABULA_DATABASE is neither postgres:// nor sqlite://" >&2
    exit 2
    ;;
esac
# Only a whole backup takes a backup's name.
mv "$file.part" "$file"
echo "$file"

# The oldest beyond the newest $keep go.
ls -1t "$dest"/tabula-*.dump "$dest"/tabula-*.db 2>/dev/null | tail -n +"$((keep + 1))" |
    while read -r old; do rm -f -- "$old"; done
