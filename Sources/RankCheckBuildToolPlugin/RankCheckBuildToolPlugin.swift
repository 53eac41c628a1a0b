import Foundation
import PackagePlugin

/// Checks a target's JSON resources on every build with the package's own `rankcheck`: errors
/// fail the build, and every finding is a clang-style line (`--format xcode`) that Xcode and
/// `swift build` show at its place. Each file uses its nearest `.rankcheck.json`.
@main
struct RankCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "json").map(\.url).filter { !$0.lastPathComponent.hasPrefix(".") }
        guard !files.isEmpty else { return [] }
        // No outputs: with tools version 5.11 or later SwiftPM runs such a command on every build.
        return [.buildCommand(
            displayName: "rankcheck: checking \(files.count) JSON file\(files.count == 1 ? "" : "s") of \(target.name)",
            executable: try context.tool(named: "rankcheck").url,
            arguments: ["validate", "--format", "xcode"] + files.map(\.path),
            inputFiles: files,
            outputFiles: []
        )]
    }
}
