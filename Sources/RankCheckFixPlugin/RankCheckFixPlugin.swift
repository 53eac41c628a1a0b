import PackagePlugin

/// `swift package rankcheck-fix [paths] [options]`: rewrites wrong movements in the package's
/// ranking JSON (`rankcheck validate --fix`); SwiftPM asks for write access first.
@main
struct RankCheckFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try RankCheckRun.perform(context: context, arguments: arguments, extra: ["--fix"])
    }
}
