# Sourced by .ci/run and scripts/e2e.sh. When DATABASE_URL is unset, starts a throwaway PostgreSQL
# cluster (Debian's server binaries; installed with apt-get when absent) on a free loopback port,
# exports DATABASE_URL, and stops and deletes the cluster when the calling shell exits.
if [ -z "${DATABASE_URL:-}" ]; then
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
    echo "Installing PostgreSQL server (apt-get)..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  pg_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  pg_dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
  pg_run=""
  if [ "$(id -u)" = "0" ]; then chown postgres "$pg_dir"; pg_run="runuser -u postgres --"; fi
  $pg_run "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust >"$pg_dir/initdb.log" 2>&1 \
    || { cat "$pg_dir/initdb.log"; exit 1; }
  $pg_run "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
    -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  # Keeps the caller's own EXIT trap (scripts/stages.sh prints the stage times with it) after the cleanup.
  pg_previous_exit_trap=$(trap -p EXIT)
  pg_previous_exit_trap=${pg_previous_exit_trap#"trap -- '"}
  pg_previous_exit_trap=${pg_previous_exit_trap%"' EXIT"}
  trap "$pg_run $pg_bin/pg_ctl -D $pg_dir/data -m fast stop >/dev/null 2>&1; rm -rf $pg_dir; ${pg_previous_exit_trap:-:}" EXIT
  export DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "Throwaway PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port"
fi
