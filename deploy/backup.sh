#!/bin/sh
# The backup service of compose.production.yml, run by the postgres:18 image (its pg_dump and
# pg_restore match the server); connects with PGHOST, PGUSER, PGPASSWORD and PGDATABASE.
#   schedule        a backup now, then every BACKUP_EVERY_HOURS (24); keeps BACKUP_KEEP_DAYS (14) days
#   now             one backup now
#   list            the backups, oldest first
#   restore <file>  puts a backup back (a name in /backups, or a path), in one transaction; refused
#                   while the API runs (stop api-1 and api-2 first) unless FORCE=1
#   check           healthy when the newest backup is younger than BACKUP_EVERY_HOURS plus one hour
# The files are pg_dump's custom format, as `pnpm db:backup` writes them: either restores the other's.
set -eu

dir=${BACKUP_DIR:-/backups}
every_hours=${BACKUP_EVERY_HOURS:-24}
keep_days=${BACKUP_KEEP_DAYS:-14}

log() { echo "backup: $*"; }

backup_now() {
  file="$dir/club-$(date -u +%Y%m%dT%H%M%SZ).dump"
  # written under another name first: a failed dump never looks like a backup
  pg_dump --format=custom --file="$file.partial"
  mv "$file.partial" "$file"
  log "wrote $file ($(du -h "$file" | cut -f1))"
  find "$dir" -name 'club-*.dump' -mtime +"$keep_days" -print -delete | sed 's/^/backup: removed /'
}

restore() {
  case "$1" in
    /*) file=$1 ;;
    *) file="$dir/$1" ;;
  esac
  [ -f "$file" ] || { log "no such file: $file" >&2; exit 1; }
  others=$(psql -XAtc "select count(*) from pg_stat_activity where datname = current_database()
    and pid <> pg_backend_pid() and backend_type = 'client backend'")
  if [ "$others" != 0 ] && [ "${FORCE:-0}" != 1 ]; then
    log "$others other session(s) use the database: stop the API first" \
      "(docker compose -f compose.production.yml stop api-1 api-2), or set FORCE=1" >&2
    exit 1
  fi
  # as SQL, run by psql in one transaction after dropping the job queue's schema: pg_restore --clean
  # alone cannot drop pg-boss's partitioned job table (a partition's inherited key goes first)
  script=$(mktemp)
  trap 'rm -f "$script"' EXIT
  pg_restore --clean --if-exists --no-owner --file="$script" "$file"
  psql -X -q -v ON_ERROR_STOP=1 --single-transaction -c 'set client_min_messages = warning' \
    -c 'drop schema if exists pgboss cascade' -f "$script"
  log "restored $file: start the API again (it applies any newer migrations)"
}

case "${1:-}" in
  schedule)
    mkdir -p "$dir"
    # a stop (SIGTERM) ends the wait at once instead of after docker's grace period
    trap 'kill "$!" 2>/dev/null; exit 0' TERM INT
    while :; do
      if backup_now; then
        sleep "$((every_hours * 3600))" &
      else
        log "failed; trying again in 5 minutes" >&2
        rm -f "$dir"/club-*.dump.partial
        sleep 300 &
      fi
      wait $!
    done
    ;;
  now) backup_now ;;
  list) ls -lh "$dir"/club-*.dump 2>/dev/null || log "no backups yet" ;;
  restore) restore "${2:?usage: restore <file>}" ;;
  check)
    recent=$(find "$dir" -name 'club-*.dump' -mmin -"$(((every_hours + 1) * 60))" | head -n 1)
    [ -n "$recent" ]
    ;;
  *)
    echo "usage: club-backup schedule | now | list | restore <file> | check" >&2
    exit 2
    ;;
esac
