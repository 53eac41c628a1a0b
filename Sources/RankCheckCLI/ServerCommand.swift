#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RankCheckCore

/// `rankcheck server`: the language server over standard input and output. Messages that have
/// arrived together are handled together, and diagnostics are published once no more are
/// waiting, so a burst of typing is checked once, at its newest version.
enum ServerCommand {
    static let help = """
    USAGE: rankcheck server

    Runs the Language Server Protocol (3.17) over standard input and output: diagnostics as the
    file is typed (pushed, or pulled by clients that ask), quick fixes and fix-all, hover and
    inlay hints with the prior period's rank, go to definition of the entry in the prior
    period, the lists as the outline, and the command rankcheck.showConfiguration. See
    docs/editors.md.

    """

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: [
            OptionSpec(name: "--stdio", takesValue: false),
        ], command: "server")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        if let extra = arguments.positionals.first { throw UsageError(message: "unexpected argument '\(extra)'", command: "server") }
        var server = LanguageServer(workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem)
        let input = InputStream(descriptor: STDIN_FILENO)
        var framing = MessageFraming()
        func send(_ messages: [JSONOutput]) {
            for message in messages { ProcessMemory.writeAll(STDOUT_FILENO, MessageFraming.frame(message.rendered(pretty: false))) }
        }
        var ended = false
        while server.exitCode == nil && !ended {
            // Everything that has arrived, before any of it is handled.
            repeat {
                guard var bytes = input.read() else { ended = true; break }
                if framing.skipping > 0 { bytes = framing.skip(bytes) }
                framing.append(bytes)
            } while input.isReady()
            // Answered in the order they came: what cannot be read is answered after the messages before it.
            var batch: [JSONValue] = []
            func handleBatch() {
                send(server.handle(batch))
                batch = []
            }
            while true {
                switch framing.next() {
                case .incomplete: break
                case .malformed(let why):
                    handleBatch()
                    send([LanguageServer.logMessage("skipped input: \(why)")])
                    continue
                case .message(let body):
                    if let message = JSONValue.parse(body) {
                        batch.append(message)
                    } else {
                        handleBatch()
                        send([LanguageServer.parseError("the message is not JSON")])
                    }
                    continue
                }
                break
            }
            handleBatch()
            // A change that follows within a millisecond joins the burst before it is checked.
            if !input.isReady(within: 1) { send(server.publishPending()) }
        }
        return CommandResult(ExitCode(rawValue: server.exitCode ?? 1) ?? .failure)
    }
}
