// swift-tools-version:6.0
// rankcheck's plugins for apps, without compiling rankcheck: the build tool plugin (checks a
// target's ranking JSON on every build) and the command plugin (`swift package rankcheck`) run
// the released binary from an artifact bundle (SE-0305). The plugins' sources are the same as
// the main package's (Sources/ links to them).
//
// The bundle: rankcheck.artifactbundle.zip beside this file, made by `.ci/bundle.sh Plugins`.
// A release replaces the path below with the release asset's URL and checksum.
import PackageDescription

let package = Package(
    name: "RankCheckPlugins",
    products: [
        .plugin(name: "RankCheckBuildToolPlugin", targets: ["RankCheckBuildToolPlugin"]),
        .plugin(name: "RankCheckCommandPlugin", targets: ["RankCheckCommandPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "rankcheck", path: "rankcheck.artifactbundle.zip"),
        .plugin(name: "RankCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["rankcheck"],
                path: "Sources/RankCheckBuildToolPlugin"),
        .plugin(name: "RankCheckCommandPlugin",
                capability: .command(intent: .custom(verb: "rankcheck", description: "Check the package's ranking JSON with rankcheck")),
                dependencies: ["rankcheck"], path: "Sources/RankCheckCommandPlugin"),
    ]
)
