// swift-tools-version:6.0
// An app's package that bundles ranking data and checks it on every build with rankcheck's
// plugins (CI: .ci/plugin_test.sh). By default it depends on rankcheck by path and builds it
// from source (RANKCHECK_PACKAGE_PATH points at a checkout elsewhere when this folder is
// copied); with RANKCHECK_PLUGINS_PATH it depends on the plugins package (Plugins/), whose
// plugins run the binary from an artifact bundle, and nothing of rankcheck is compiled.
import Foundation
import PackageDescription

let pluginsPath = Context.environment["RANKCHECK_PLUGINS_PATH"]
let rankcheckPath = pluginsPath ?? Context.environment["RANKCHECK_PACKAGE_PATH"] ?? "../.."
// A package found by path is named after its folder.
let rankcheckIdentity = URL(fileURLWithPath: rankcheckPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory, isDirectory: true))
    .standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "TownRankings",
    products: [.library(name: "TownRankings", targets: ["TownRankings"])],
    dependencies: [.package(path: rankcheckPath)],
    targets: [
        .target(
            name: "TownRankings",
            resources: [.copy("Resources/TownRanking2021.json")],
            plugins: [.plugin(name: "RankCheckBuildToolPlugin", package: rankcheckIdentity)]
        ),
    ]
)
