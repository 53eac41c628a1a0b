import Foundation
import Testing

/// The package's root folder, from this file's location.
let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// A binary of the package that `swift build` put beside the test bundle.
func builtBinary(_ name: String) -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<5 {
        let candidate = directory.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return packageRoot + "/.build/debug/" + name
}

/// The `rankcheck` binary under test.
let rankcheckBinary = builtBinary("rankcheck")

/// util-linux's `setpriv`, which runs a command as another user.
let setprivPath = "/usr/bin/setpriv"

/// Whether a test can run the binary as a user without privileges: it is one, or it is root
/// with `setpriv` to become one.
var canRunUnprivileged: Bool { getuid() != 0 || FileManager.default.isExecutableFile(atPath: setprivPath) }

struct ProcessResult: Equatable {
    var exitCode: Int32
    var stdout: String
    var stderr: String

    /// The form golden files store.
    var transcript: String { "exit: \(exitCode)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs the real binary with a clean environment (no CI variables, no colour settings).
@discardableResult
func rankcheck(_ arguments: [String], in directory: String = packageRoot, stdin: [UInt8]? = nil,
               environment extra: [String: String] = [:], unprivileged: Bool = false) throws -> ProcessResult {
    // Root reads any file; an unprivileged user (nobody) meets permissions as users do.
    if unprivileged && getuid() == 0 {
        return try runProcess(setprivPath, ["--reuid=65534", "--regid=65534", "--clear-groups", "--", rankcheckBinary] + arguments,
                              in: directory, stdin: stdin, environment: extra)
    }
    return try runProcess(rankcheckBinary, arguments, in: directory, stdin: stdin, environment: extra)
}

/// Runs `script` with bash, `$RANKCHECK` naming the binary: for what only a shell hands it (a
/// pipe, as `<(command)` names one).
@discardableResult
func rankcheckInShell(_ script: String, in directory: String = packageRoot) throws -> ProcessResult {
    try runProcess("/bin/bash", ["-c", script], in: directory, stdin: nil, environment: ["RANKCHECK": rankcheckBinary])
}

/// Runs `executable` with a clean environment and `extra` over it, and waits for its output.
private func runProcess(_ executable: String, _ arguments: [String], in directory: String, stdin: [UInt8]?,
                        environment extra: [String: String]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LANG": "C.UTF-8"]
    environment.merge(extra) { $1 }
    process.environment = environment
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
    try input.fileHandleForWriting.close()
    // Drain stderr on another thread while reading stdout, so neither pipe can fill up and block the child.
    let errorBox = DataBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errBytes = errorBox.data
    process.waitUntilExit()
    return ProcessResult(exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errBytes, as: UTF8.self))
}

final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// Compares with `Tests/RankCheckCLITests/Golden/NAME.txt`; `RANKCHECK_UPDATE_GOLDEN=1` rewrites it.
func expectGolden(_ name: String, _ result: ProcessResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = packageRoot + "/Tests/RankCheckCLITests/Golden/\(name).txt"
    if ProcessInfo.processInfo.environment["RANKCHECK_UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(atPath: packageRoot + "/Tests/RankCheckCLITests/Golden", withIntermediateDirectories: true)
        try result.transcript.write(toFile: path, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(result.transcript == expected, "golden \(name) differs; rerun with RANKCHECK_UPDATE_GOLDEN=1 to see how", sourceLocation: sourceLocation)
}

/// A fresh temporary directory, removed by the caller's `defer`.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "rankcheck-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// A new folder holding `files` (name: text); the caller removes it.
func folder(_ files: [String: String]) throws -> String {
    let directory = try temporaryDirectory()
    for (name, text) in files { try write(text, to: directory + "/" + name) }
    return directory
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

func fixture(_ relative: String) -> String { packageRoot + "/Fixtures/" + relative }

import RankCheckCLI
import RankCheckCore

/// The real file system, with hooks a test replaces to simulate failures (a full disk, a file
/// that vanishes or changes, a permission error).
final class HookedFileSystem: FileSystem, @unchecked Sendable {
    let real = LocalFileSystem()
    var read: ((String) throws -> [UInt8])?
    var readSource: ((String) throws -> SourceBytes)?
    var write: ((String, [UInt8]) throws -> Void)?
    var kind: ((String, Bool) -> FileKind)?
    var readRange: ((String, ByteRange) -> [UInt8]?)?
    var extraNames: [String] = []

    func readFile(_ path: String) throws(FileError) -> [UInt8] {
        guard let read else { return try real.readFile(path) }
        do { return try read(path) } catch { throw Self.fileError(error, path) }
    }

    func readSource(_ path: String) throws(FileError) -> SourceBytes {
        if let readSource { do { return try readSource(path) } catch { throw Self.fileError(error, path) } }
        return read == nil ? try real.readSource(path) : SourceBytes(try readFile(path))
    }

    func kind(_ path: String, followingLinks: Bool) -> FileKind {
        kind?(path, followingLinks) ?? real.kind(path, followingLinks: followingLinks)
    }

    func listDirectory(_ path: String) throws(FileError) -> [String] { try real.listDirectory(path) + extraNames }

    func readRange(_ path: String, _ range: ByteRange) -> [UInt8]? {
        readRange?(path, range) ?? real.readRange(path, range)
    }

    func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(FileError) {
        guard let write else { return try real.writeAtomically(path, bytes) }
        do { try write(path, bytes) } catch { throw Self.fileError(error, path) }
    }

    static func fileError(_ error: any Error, _ path: String) -> FileError {
        (error as? FileError) ?? FileError(path: path, message: "\(error)")
    }
}

/// A run whose memory could not be measured: it crashed or could not be started.
struct PeakMemoryError: Error, CustomStringConvertible {
    var arguments: [String]
    var printed: String
    var description: String { "rankcheck \(arguments.joined(separator: " ")) did not run to its end: peak-memory printed '\(printed)'" }
}

/// The peak resident memory, in KiB, of one run of the binary (its output discarded), of that
/// run alone: `peak-memory` forks it, since a child of this runner would count the runner's
/// memory too. A run that crashes, or cannot be started, is an error.
func peakMemoryOfRun(_ arguments: [String]) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: builtBinary("peak-memory"))
    process.arguments = [rankcheckBinary] + arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = printed.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard process.terminationStatus == 0, fields.count == 2, fields[1] < 127 else {
        throw PeakMemoryError(arguments: arguments, printed: printed)
    }
    return fields[0]
}
