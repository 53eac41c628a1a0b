import Foundation
import Testing

/// The runtime room's fence (ARCHITECTURE.md): pointers, threads, page warming and inlining
/// hints stay in `Runtime/` and the readers; the rules, reporters, configuration, pipeline,
/// language server and command line use the room's safe types only.
@Suite struct RuntimeRoomTests {
    static let outside = ["Sources/RankCheckCore/Rules", "Sources/RankCheckCore/Reporters", "Sources/RankCheckCore/Config",
                          "Sources/RankCheckCore/Pipeline", "Sources/RankCheckCore/Server", "Sources/RankCheckCLI", "Sources/rankcheck"]
    static let roomOnly = ["Unsafe", "PageWarmer", "ConcurrentSlots", "Unmanaged", "@inline", "pthread", "DispatchQueue"]

    @Test(arguments: outside)
    func staysOutsideTheRuntimeRoom(_ folder: String) throws {
        let root = packageRoot + "/" + folder
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "\(folder) holds no Swift file")
        for file in files {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for word in Self.roomOnly where line.contains(word) {
                    Issue.record("\(folder)/\(file):\(number + 1) uses \(word), which belongs in the runtime room: \(line)")
                }
            }
        }
    }
}
