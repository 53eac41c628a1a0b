// swift-tools-version:6.0
// An app's package that bundles ranking data and checks it on every build with rankcheck's
// plugins (CI: .ci/plugin_test.sh). It depends on rankcheck by path; RANKCHECK_PACKAGE_PATH
// points at a checkout elsewhere when this folder is copied.
import Foundation
import PackageDescription

let rankcheckPath = Context.environment["RANKCHECK_PACKAGE_PATH"] ?? "../.."
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
