/// Where a reporter writes: text is buffered and handed to a sink in blocks as it is written,
/// so a report of a million findings is never held whole (ruff's emitters write to a `Write`
/// the same way). The CLI's sinks are standard output and report files; tests collect.
public final class ReportOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private let sink: ([UInt8]) -> Void
    /// How much is buffered before the sink is called.
    static let blockSize = 1 << 16

    public init(sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.blockSize + 4096)
    }

    public func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    public func write(bytes: [UInt8]) {
        if buffer.isEmpty, bytes.count >= Self.blockSize { return sink(bytes) }  // a whole block: handed on as it is
        buffer += bytes
        if buffer.count >= Self.blockSize { flush() }
    }

    func write(bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Hands what is buffered to the sink.
    public func flush() {
        guard !buffer.isEmpty else { return }
        sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// What `write` produces, collected into one string (tests, and output kept for later).
    public static func collect(_ write: (ReportOutput) -> Void) -> String {
        var bytes: [UInt8] = []
        let output = ReportOutput { bytes += $0 }
        write(output)
        output.flush()
        return String(decoding: bytes, as: UTF8.self)
    }
}
