#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer at DATABASE_URL and REDIS_URL (or
# their defaults). When one points at this machine and nothing answers, a
# local server is started from the installed binaries, with its data under
# .data/; when the binaries are missing and we run as root, the Debian
# packages (postgresql, redis-server) are installed first. `serve` never does
# this: it only connects.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
DATA="$ROOT/.data"

DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/voiceagent?sslmode=disable}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}

log() { echo "services: $*" >&2; }

# host and port of a URL: scheme://[user[:pass]@]host[:port]/...
url_host() { local u=${1#*://}; u=${u%%/*}; u=${u##*@}; echo "${u%%:*}"; }
url_port() { local u=${1#*://}; u=${u%%/*}; u=${u##*@}; [[ $u == *:* ]] && echo "${u##*:}" || echo "$2"; }

reachable() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
is_local() { [[ $1 == 127.* || $1 == localhost || $1 == ::1 ]]; }

apt_install() {
  if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null; then
    log "cannot install $1: not root or no apt-get; install it and retry"; exit 1
  fi
  log "installing Debian package $1"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null || true
  apt-get install -y -qq "$1" >/dev/null
}

find_pg_bin() {
  if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then dirname "$(command -v pg_ctl)"; return; fi
  local d; d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [[ -n $d && -x $d/pg_ctl ]] && echo "$d"
}

ensure_postgres() {
  local host port; host=$(url_host "$DATABASE_URL"); port=$(url_port "$DATABASE_URL" 5432)
  reachable "$host" "$port" && return 0
  if ! is_local "$host"; then log "PostgreSQL at $host:$port does not answer"; exit 1; fi
  local bin; bin=$(find_pg_bin || true)
  if [[ -z $bin ]]; then apt_install postgresql; bin=$(find_pg_bin); fi
  local pgdata="$DATA/postgres" run=()
  mkdir -p "$DATA"
  if [[ $(id -u) -eq 0 ]]; then
    # PostgreSQL refuses to run as root: run it as the postgres system user.
    id postgres >/dev/null 2>&1 || useradd --system --home "$pgdata" postgres
    run=(runuser -u postgres --)
    mkdir -p "$pgdata"; chown postgres "$DATA" "$pgdata"
  fi
  if [[ ! -f $pgdata/PG_VERSION ]]; then
    log "initialising a local PostgreSQL cluster in .data/postgres"
    "${run[@]}" "$bin/initdb" -D "$pgdata" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  log "starting local PostgreSQL on 127.0.0.1:$port (data in .data/postgres, log in .data/postgres.log)"
  touch "$DATA/postgres.log"; [[ ${#run[@]} -gt 0 ]] && chown postgres "$DATA/postgres.log"
  "${run[@]}" "$bin/pg_ctl" -D "$pgdata" -l "$DATA/postgres.log" -w -t 60 \
    -o "-p $port -c listen_addresses=127.0.0.1 -k /tmp -c max_connections=200" start >/dev/null
}

ensure_redis() {
  local host port; host=$(url_host "$REDIS_URL"); port=$(url_port "$REDIS_URL" 6379)
  reachable "$host" "$port" && return 0
  if ! is_local "$host"; then log "Redis at $host:$port does not answer"; exit 1; fi
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p "$DATA/redis"
  log "starting local Redis on 127.0.0.1:$port (data in .data/redis, log in .data/redis.log)"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$port" --dir "$DATA/redis" \
    --save "" --appendonly no --logfile "$DATA/redis.log"
  for _ in $(seq 50); do reachable 127.0.0.1 "$port" && return 0; sleep 0.1; done
  log "Redis did not start; see .data/redis.log"; exit 1
}

ensure_postgres
ensure_redis
