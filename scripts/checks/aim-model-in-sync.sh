#!/usr/bin/env bash
# The aim scorer compiled into the binary is what scripts/train-aims learns from the development scripts today
# (a fresh, deterministic training; standard-library Python, no network).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/train-aims --check
