import PackagePlugin

/// `swift package rankcheck [paths] [--target NAME] [options]`: checks the package's ranking JSON
/// (every target's JSON files by default) and prints rankcheck's report. Fixing rewrites files,
/// so it is the `rankcheck-fix` command, which asks SwiftPM for write access.
@main
struct RankCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--fix") {
            Diagnostics.error("--fix rewrites files: run `swift package --allow-writing-to-package-directory rankcheck-fix` instead")
            return
        }
        try RankCheckRun.perform(context: context, arguments: arguments, extra: [])
    }
}
