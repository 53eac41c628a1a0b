/// A prior-period file as it is read for one check: on another core for a big file, so it is
/// read and parsed while the checked file is.
struct PriorPeriodRead: Sendable {
    /// The prior file as read: indexed, or its bytes, to report why it cannot be compared with.
    enum Content: Sendable {
        case indexed(PriorPeriod)
        /// Not valid JSON (or a table that cannot be read).
        case invalid(SourceBytes)
        /// Entries, but none with a name and a rank the shape reads (a renamed column).
        case nameless(SourceBytes)
    }

    let path: String
    /// Opens once the prior file's bytes are let go (or reading it ended).
    let released: Signal
    let read: Background<Result<Content, FileError>>

    /// A prior file read and indexed before (a series' previous file, or the check before a fix).
    init(readAlready prior: PriorPeriod) {
        let released = Signal()
        released.open()
        path = prior.path
        self.released = released
        read = Background(ready: .success(.indexed(prior)))
    }

    /// Starts reading the file at `absolute` (shown as `path`) with `linter`'s shape.
    init(path: String, absolute: String, linter: Linter, fileSystem fs: any FileSystem) {
        // Only an invalid prior file's bytes come back (to report it); a valid one is kept as
        // its index, and snippets of its lines are read from disk again.
        let released = Signal()
        let readPrior = { @Sendable in
            Result { () throws(FileError) -> Content in
                let draft: PriorPeriod.Draft
                do {
                    // However this ends, the bytes are let go here; indexing needs only the draft.
                    defer { released.open() }
                    let priorBytes = try fs.readSource(absolute)
                    switch linter.draftPriorPeriod(priorBytes, path: path, readWindow: fs.windowReader(absolute)) {
                    case .success(let drafted) where drafted.namesNoEntry: return .nameless(priorBytes)
                    case .success(let drafted): draft = drafted
                    case .failure: return .invalid(priorBytes)
                    }
                }
                return .indexed(PriorPeriod(draft))
            }
        }
        // Small files are already checked in parallel with each other.
        let isBig = (fs.byteCount(absolute) ?? 0) >= Linter.parallelRulesThreshold
        self.path = path
        self.released = released
        read = isBig ? Background(readPrior) : Background(ready: readPrior())
    }

    /// The prior file's index, once read; nil when it could not be used.
    var indexed: PriorPeriod? {
        if case .success(.indexed(let indexed)) = read.value { indexed } else { nil }
    }
}
