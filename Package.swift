// swift-tools-version:6.0
import PackageDescription

// rankcheck has no dependencies on purpose: a cold CI or pre-commit build stays fast.
let package = Package(
    name: "rankcheck",
    products: [
        .executable(name: "rankcheck", targets: ["rankcheck"]),
        .library(name: "RankCheckCore", targets: ["RankCheckCore"]),
    ],
    targets: [
        .target(name: "RankCheckCore"),
        .target(name: "RankCheckCLI", dependencies: ["RankCheckCore"]),
        .executableTarget(name: "rankcheck", dependencies: ["RankCheckCLI"]),
        .testTarget(name: "RankCheckCoreTests", dependencies: ["RankCheckCore"]),
        .testTarget(
            name: "RankCheckCLITests",
            dependencies: ["RankCheckCLI", "RankCheckCore", "rankcheck"],
            exclude: ["Golden"]
        ),
    ]
)
