#!/bin/sh
# `npm run serve` (and `npm start` after its build): the compiled server with the process settings it is measured
# with. On the embedded database (no DATABASE_URL) two settings keep the server's memory down that can only be given
# when the process starts, so they live here rather than in the code:
#
# - GLIBC_TUNABLES: glibc's malloc gives a block over a line (128 KB) its own mapping, and by default raises the
#   line to the largest such block freed, up to 32 MB. V8's compiles of the embedded database's WebAssembly free
#   blocks of 2-9 MB at start; after that, blocks that size land in malloc's per-thread arenas and stay resident once
#   freed, 60-100 MB of them. With the line fixed they are unmapped when freed. Other C libraries ignore the
#   variable; an operator's own GLIBC_TUNABLES is kept as it is.
# - --max-semi-space-size=4: V8's young generation stays at most 4 MB a half instead of growing to 16 MB under the
#   start's allocations and keeping it (main.ts keeps it small on PostgreSQL; starting the database's worker thread
#   undoes that).
#
# On PostgreSQL neither is given: the server idles at ~175 MB there and its fan-out is not slowed for memory it does
# not need. Stack traces name the TypeScript files without --enable-source-maps (src/lib/stack-traces.ts). Figures:
# docs/decisions/0040-start-settings-for-memory.md. `exec`: the server keeps this process's id, so a supervisor's
# SIGTERM reaches it directly.
embedded=""
if [ -z "${DATABASE_URL:-}" ]; then
  export GLIBC_TUNABLES="${GLIBC_TUNABLES:-glibc.malloc.mmap_threshold=131072}"
  embedded="--max-semi-space-size=4"
fi
# $embedded unquoted on purpose: when empty it adds no argument.
exec node $embedded "$(dirname "$0")/start.mjs" "$@"
