#!/usr/bin/env bash
# Fails when the text compiled into the binary (prompts, safety lists) does not match Resources/.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/embed-prompts --check
