#!/usr/bin/env bash
# Checks that every Swift file is formatted with the project's .swift-format configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
swift format lint --strict --recursive --parallel Package.swift Sources Tests ci/fuzz
