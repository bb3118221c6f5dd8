#!/usr/bin/env bash
# The gazetteers compiled into the binary match Resources/gazetteers/*.txt (no network needed).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/gazetteers --check
