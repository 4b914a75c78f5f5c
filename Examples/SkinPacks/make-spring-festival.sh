#!/usr/bin/env bash
# Makes the Spring Festival skin pack again: draws its images, writes its manifest with
# `theme-lint pack` (the library's own writer), and copies the pack into
# the iOS example app, whose resources must lie inside its own package. Run it after changing
# the drawing or the palette; .ci/run's demo step fails when the two copies differ.
#
# Usage: bash Examples/SkinPacks/make-spring-festival.sh   (from anywhere in the repository)
set -euo pipefail
cd "$(dirname "$0")/../.."

pack=Examples/ThemeDemo/Resources/SpringFestival
app_copy=Examples/iOSCatalog.swiftpm/Sources/Resources/SpringFestival

python3 Examples/SkinPacks/draw_lantern.py "$pack"
swift run theme-lint pack "$pack" --id spring-fest --version 1.0.0 --name "Spring Festival" \
  --appearance light
rm -rf "$app_copy"
mkdir -p "$(dirname "$app_copy")"
cp -R "$pack" "$app_copy"
echo "copied to $app_copy"
