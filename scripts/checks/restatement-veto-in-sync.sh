#!/usr/bin/env bash
# The restatement veto and linker and the goal-link veto compiled into the binary are what mynd-train-rementions
# learns from the development scripts today (a fresh, deterministic training through the real offline filing path; no network).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift run --quiet mynd-train-rementions --check
