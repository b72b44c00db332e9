#!/usr/bin/env bash
# Regenerates everything derived from the contracts: the bundled OpenAPI documents (one file each,
# used by the reference server's validation and the pact check), their TypeScript types, and the
# GraphQL operation types. `--check` fails when the committed output is stale.
set -euo pipefail
cd "$(dirname "$0")/../../.."
out=packages/api-client/src/generated
mkdir -p openapi/bundled "$out"
for api in main second; do
  pnpm exec redocly bundle --config openapi/redocly.yaml "$api" -o "openapi/bundled/$api.json" --ext json >/dev/null 2>&1
  pnpm --filter @newsdesk/api-client exec openapi-typescript "../../openapi/bundled/$api.json" \
    -o "src/generated/$api.ts" --alphabetize --root-types --root-types-no-schema-prefix >/dev/null
done
pnpm --filter @newsdesk/api-client exec graphql-codegen --config codegen.ts --silent
# One stable format for the committed output, whatever the generators' own style.
pnpm exec prettier --write --ignore-path /dev/null --log-level=warn openapi/bundled "$out"
if [ "${1:-}" = "--check" ]; then
  if ! git diff --exit-code --stat -- openapi/bundled "$out" || [ -n "$(git ls-files --others --exclude-standard -- openapi/bundled "$out")" ]; then
    echo "The generated clients are stale: run 'pnpm gen' and commit the result." >&2
    exit 1
  fi
  echo "Generated clients are up to date."
fi
