import Foundation
import PackagePlugin

/// What both command plugins do: run the package's `rankcheck validate` on the paths given, or
/// on every target's JSON files, and fail the command when it fails.
enum RankCheckRun {
    static func perform(context: PluginContext, arguments: [String], extra: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        let paths = rest.filter { !$0.hasPrefix("-") }
        var files: [String] = paths
        if paths.isEmpty {
            let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
            // Relative to the package (rankcheck runs there), as users name them.
            let base = context.package.directoryURL.path + "/"
            files = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles(withSuffix: "json").map(\.url.path) }
                .map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
        }
        guard !files.isEmpty else {
            Diagnostics.remark("rankcheck: no JSON files in the package's targets; name paths to check")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "rankcheck").url
        process.arguments = ["validate"] + extra + rest.filter { $0.hasPrefix("-") } + files
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("rankcheck found errors (exit \(process.terminationStatus))")
        }
    }
}
