// swift-tools-version:6.0
import PackageDescription

// rankcheck has no dependencies on purpose: a cold CI or pre-commit build stays fast.
let package = Package(
    name: "rankcheck",
    products: [
        .executable(name: "rankcheck", targets: ["rankcheck"]),
        .library(name: "RankCheckCore", targets: ["RankCheckCore"]),
        .plugin(name: "RankCheckBuildToolPlugin", targets: ["RankCheckBuildToolPlugin"]),
        .plugin(name: "RankCheckCommandPlugin", targets: ["RankCheckCommandPlugin"]),
        .plugin(name: "RankCheckFixPlugin", targets: ["RankCheckFixPlugin"]),
    ],
    targets: [
        .target(name: "RankCheckCore"),
        .target(name: "RankCheckCLI", dependencies: ["RankCheckCore"]),
        .executableTarget(name: "rankcheck", dependencies: ["RankCheckCLI"]),
        // Plugins for apps that bundle ranking JSON: a build check, `swift package rankcheck`
        // and `swift package rankcheck-fix`. Their sources live under Sources/.
        .plugin(name: "RankCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["rankcheck"],
                path: "Sources/RankCheckBuildToolPlugin"),
        .plugin(name: "RankCheckCommandPlugin",
                capability: .command(intent: .custom(verb: "rankcheck", description: "Check the package's ranking JSON with rankcheck")),
                dependencies: ["rankcheck"], path: "Sources/RankCheckCommandPlugin"),
        .plugin(name: "RankCheckFixPlugin",
                capability: .command(intent: .custom(verb: "rankcheck-fix", description: "Rewrite wrong movements and integers written otherwise in the package's ranking data"),
                                     permissions: [.writeToPackageDirectory(reason: "rankcheck --fix rewrites wrong movements and integers written otherwise in place")]),
                dependencies: ["rankcheck"], path: "Sources/RankCheckFixPlugin"),
        .testTarget(name: "RankCheckCoreTests", dependencies: ["RankCheckCore"]),
        // Measures a run's peak memory for the tests (see its main.swift for why a test cannot).
        .executableTarget(name: "peak-memory", path: "Tests/PeakMemory"),
        .testTarget(
            name: "RankCheckCLITests",
            dependencies: ["RankCheckCLI", "RankCheckCore", "rankcheck", "peak-memory"],
            exclude: ["Golden"]
        ),
    ]
)
