#!/bin/sh
# Run pytest (arguments passed on) against a throw-away PostgreSQL cluster that this script starts on
# 127.0.0.1 in a temporary directory and always stops and removes afterwards, even on failure.
# Needs Debian's postgresql package (the Makefile installs it when missing). As root, the server runs as
# the `postgres` user (initdb refuses root); pytest itself runs as the caller.
set -eu
PY=${PY:-.venv/bin/python}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
    echo "pg_test.sh: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    exit 1
fi
DIR=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-pg.XXXXXX")
PORT=$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
if [ "$(id -u)" = 0 ]; then
    PGUSER_OS=postgres
    id "$PGUSER_OS" >/dev/null 2>&1 || PGUSER_OS=nobody
    chown "$PGUSER_OS" "$DIR"
    AS="runuser -u $PGUSER_OS --"
else
    AS=""
fi
cleanup() {
    $AS "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
}
trap cleanup EXIT INT TERM
$AS "$PGBIN/initdb" -D "$DIR/data" -U mahjong --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
    || { cat "$DIR/initdb.log" >&2; exit 1; }
$AS "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$DIR/server.log" >&2; exit 1; }
echo "pg_test.sh: PostgreSQL on 127.0.0.1:$PORT"
status=0
DATABASE_URL="postgres://mahjong@127.0.0.1:$PORT/mahjong" "$PY" -m pytest "$@" || status=$?
exit $status
