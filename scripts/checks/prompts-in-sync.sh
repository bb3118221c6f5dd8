#!/usr/bin/env bash
# Fails when Sources/MyndCore/Axel/EmbeddedPrompts.swift does not match Resources/prompts/*.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/embed-prompts --check
