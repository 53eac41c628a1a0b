/// `rankcheck init` for tables (CSV, TSV): which column, if any, groups the rows into lists —
/// columns of dates and periods first, then the table as one list, then the other columns,
/// until the rows so grouped are lists with a rank that runs 1…N (or, when no grouping gives
/// that, nearly) — then the shape inference on those lists.
public enum TableInference {
    /// Names that say a column holds the period a row belongs to.
    private static let periodWords = ["date", "week", "period", "year", "month", "day", "season", "edition"]
    /// The rows read for the header, the delimiter and which columns repeat.
    private static let headRows = 1_000

    /// The tables that hold one kind of data, and the paths of the others: a table whose
    /// header shares most of its names with the header most tables have (a column added to
    /// later weeks, say) is kept; another (a list of artists beside weekly charts) is left out,
    /// since one configuration holds one shape. Tables whose headers differ only in the years
    /// they name columns by (`2025 RANK`, a year's table) are of one kind.
    public static func ofOneKind(_ tables: [(path: String, bytes: SourceBytes)]) -> (kept: [(path: String, bytes: SourceBytes)], leftOut: [String]) {
        let ordered = tables.map { headerNames($0.bytes, path: $0.path) }
        if YearNamedColumns.inferred(headers: zip(tables, ordered).map { ($0.path, $1) }) != nil { return (tables, []) }
        let headers = ordered.map(Set.init)
        var counts: [Set<String>: Int] = [:]
        for header in headers { counts[header, default: 0] += 1 }
        // The most common header; on a tie, the first table's.
        guard let common = headers.max(by: { counts[$0]! < counts[$1]! }) else { return (tables, []) }
        var kept: [(path: String, bytes: SourceBytes)] = [], leftOut: [String] = []
        for (table, header) in zip(tables, headers) {
            // The same header is kept, no names included (a table that does not read, which the
            // inference then says why).
            if header == common || header.intersection(common).count * 2 > header.union(common).count { kept.append(table) } else { leftOut.append(table.path) }
        }
        return (kept, leftOut)
    }

    /// The names a table's header holds, read with its extension's delimiter, or another its
    /// header of one column holds (a `.csv` written with semicolons), or those a table without
    /// one is given.
    private static func headerNames(_ bytes: SourceBytes, path: String) -> [String] {
        let format = format(path, TableWriting(), listBy: [], ranks: .none)
        // Three lines above the header at most, the header, and rows below it.
        let head = TableScanner.head(of: bytes, records: 6, dialect: format.dialect)
        guard let document = headWriting(head: head, implied: format).firstRows else { return [] }
        return HeaderlessColumns.inferred(from: document)?.names ?? document.table?.columnNames ?? []
    }

    /// How a table's head says it is written where its extension does not — the delimiter its
    /// first line names (`sep=;`) or its header holds, and lines above its header — and its
    /// first rows read so. `head` is the table's first rows; `implied`, the format its
    /// extension implies.
    private static func headWriting(head: SourceBytes, implied: TableFormat) -> (writing: TableWriting, firstRows: JSONDocument?) {
        var firstRows = try? TableTranscoder(format: implied).document(of: head).get()
        var writing = TableWriting()
        // A spreadsheet's first line `sep=;` names the delimiter, which the shape then names too
        // (the line is an RC008 finding, and the table reads alike once it is taken out).
        if let named = firstRows?.table?.format.delimiter, named != implied.delimiter {
            writing.delimiter = TableDelimiter(byte: named, evidence: "the first line, sep=\(Character(UnicodeScalar(named))), names it")
        } else if let names = firstRows?.table?.columnNames, names.count == 1,
           let other = TableDelimiter.inferred(header: names[0], format: implied, bytes: head) {
            (writing.delimiter, firstRows) = (other.delimiter, other.document)
        }
        // A title or a publisher's note above the header: left out.
        if let rows = firstRows, let names = rows.table?.columnNames, let (count, document) = linesAboveHeader(of: rows, head: head, writing, implied: implied),
           let columns = document.table?.columnNames {
            let above = names.filter { !$0.isEmpty }.joined(separator: " ")
            let shown = DisplayWidth.truncated(above, to: 41)
            writing.skipped = TableWriting.SkippedLines(count: count, evidence: "\(count == 1 ? "the first line" : "the first \(count) lines")\(shown.isEmpty ? "" : ", \(shown),") \(count == 1 ? "is" : "are") above the header: "
                               + columns.prefix(4).joined(separator: ",") + (columns.count > 4 ? ",…" : ""))
            firstRows = document
        }
        // A space after each delimiter, as a table typed by hand writes one (`rank, city, score`):
        // left out of the fields, which would otherwise each start with it.
        if let names = firstRows?.table?.columnNames, let spaced = spacedHeader(names) {
            writing.initialSpace = "the header writes a space after each delimiter (\(spaced)): each field starts after it"
            firstRows = try? TableTranscoder(format: writing.applied(to: implied)).document(of: head).get()
        } else if let spaced = spacedRows(head: head, writing.applied(to: implied)) {
            writing.initialSpace = "each row writes a space after each delimiter (\(spaced)): each field starts after it"
            firstRows = try? TableTranscoder(format: writing.applied(to: implied)).document(of: head).get()
        }
        return (writing, firstRows)
    }

    /// How many lines are above the header of the table whose head is `head`, as a title or a
    /// publisher's note is (Spotify's daily charts start with one), and the head read below
    /// them; nil when none is. The first line (`firstRows`' header) is taken for one when it
    /// leaves a column unnamed, or names one column alone, and a line of the next three names
    /// every column with words, each once (a name twice is a header's second line, under the
    /// groups the first names). A first line that starts with `#` is a comment, as many tools
    /// write one above a table (`# Source: …, retrieved 2025-01-04`), and so is no header.
    private static func linesAboveHeader(of firstRows: JSONDocument, head: SourceBytes, _ writing: TableWriting, implied: TableFormat) -> (count: Int, document: JSONDocument)? {
        guard let names = firstRows.table?.columnNames, names.count == 1 || names.contains("") || names.first.map(Self.isComment) == true else { return nil }
        for count in 1...3 {
            var skipping = writing
            skipping.skipped = TableWriting.SkippedLines(count: count, evidence: "")
            guard let document = try? TableTranscoder(format: skipping.applied(to: implied)).document(of: head).get(), let table = document.table,
                  table.columnNames.count > 1, table.columnNames.allSatisfy({ !$0.isEmpty && !TableColumns.readsAsNumber($0) }), !table.rows.isEmpty,
                  Set(table.columnNames).count == table.columnNames.count, !(table.columnNames.first.map(Self.isComment) ?? false)
            else { continue }
            return (count, document)
        }
        return nil
    }

    /// Whether a line's first field starts as a comment line does, with `#` (a column named `#`
    /// alone is a rank's, as web tables name it).
    private static func isComment(_ field: String) -> Bool { field.hasPrefix("#") && field != "#" }

    /// The names the header of each table names, read as `writing` says the tables are written.
    private static func headers(of tables: [(path: String, bytes: SourceBytes)], _ writing: TableWriting) -> [(path: String, names: [String])] {
        tables.map { table in
            let format = format(table.path, writing, listBy: [], ranks: .none)
            let head = TableScanner.head(of: table.bytes, records: format.skippedRows + 1, dialect: format.dialect)
            return (table.path, (try? TableTranscoder(format: format).document(of: head).get())?.table?.columnNames ?? [])
        }
    }

    /// The columns to group the rows into lists by, in the order they are tried (none: the table
    /// as one list), from the header, the rank's column and the values of each column in the
    /// first rows; `longerThanHead`: one table, longer than its first rows.
    private static func groupings(header: [String], rank: String?, valuesByColumn: [String: (distinct: Int, rows: Int)], longerThanHead: Bool) -> [[String]] {
        // A column whose values hardly repeat in the first rows (names, ids) groups no lists: the
        // table is not read again by it. A period's column with several values there (a table of
        // many periods) is tried before the table as one list; the others after it, periods first.
        // Each grouping tried reads the tables again: the columns looked at are an entry's first
        // (`ShapeInference.fieldsRead`), and a column that is not a period's groups the rows only
        // if it holds several values in the first rows.
        var severalPeriods: [String] = [], otherPeriods: [String] = [], others: [String] = []
        for column in header.prefix(ShapeInference.fieldsRead) where column != rank {
            let values = valuesByColumn[column]
            guard values.map({ $0.distinct * 2 <= $0.rows }) ?? true else { continue }
            if !isPeriodName(column) {
                if (values?.distinct ?? 0) > 1 { others.append(column) }
            } else if (values?.distinct ?? 0) > 1 {
                severalPeriods.append(column)
            } else {
                otherPeriods.append(column)
            }
        }
        // A period's column with one value in the first rows of a table longer than them (lists
        // of more rows than that, as a tennis ranking's 2,000 players a week) is tried before the
        // table as one list too: a column that groups no rows costs one reading of the table,
        // the table as one list a document of all of it.
        let single: [String?] = longerThanHead ? severalPeriods + otherPeriods + [nil] + others : severalPeriods + [nil] + otherPeriods + others
        // Last, a period's column with another that tells several rankings of each period apart
        // (a chart's region beside its date), when no one column groups the rows.
        let periodColumn = (severalPeriods + otherPeriods).first
        let series = periodColumn == nil ? [] : header.prefix(ShapeInference.fieldsRead).filter { column in
            column != rank && !isPeriodName(column) && valuesByColumn[column].map { $0.distinct * 2 <= $0.rows } ?? false
        }.sorted { (isSeriesName($0) ? 0 : 1, valuesByColumn[$0]?.distinct ?? 0) < (isSeriesName($1) ? 0 : 1, valuesByColumn[$1]?.distinct ?? 0) }
        let namedSeries = series.filter(isSeriesName)
        return single.map { $0.map { [$0] } ?? [] } + series.prefix(Self.seriesTried).map { [$0, periodColumn!] }
            + (namedSeries.count > 1 ? [namedSeries + [periodColumn!]] : [])
    }

    /// The inference for tables read from `tables` (path and bytes), or nil when there are none.
    public static func infer(_ tables: [(path: String, bytes: SourceBytes)]) -> ShapeInference.Result? {
        guard let first = tables.first else { return nil }
        // The first table's header and first rows (read again with another delimiter when its
        // extension's reads one column that holds it).
        let implied = format(first.path, TableWriting(), listBy: [], ranks: .none)
        let head = TableScanner.head(of: first.bytes, records: 1 + Self.headRows, dialect: implied.dialect)
        var (writing, firstRows) = writing(of: tables, head: head, implied: implied)
        let header = firstRows?.table?.columnNames ?? []
        // Numbers written with a decimal comma or a thousands mark.
        writing.numbers = firstRows.flatMap { writtenNumbers(in: $0, delimiter: writing.delimiter?.byte ?? implied.delimiter) }
        // Tie markers (`=3`) are read in a column named like a rank.
        let rank = header.first { ShapeInference.rankNames.contains($0.lowercased()) } ?? header.first(where: ShapeInference.isRankName)
        // Columns written as ranks are (`3rd`, `03`), looked for in the next tables' first rows
        // too when the first table's hold none (a chart's first week, every previous rank empty).
        let ordinals = ([firstRows].lazy + tables.dropFirst().prefix(3).lazy.map { table in
            let format = format(table.path, writing, listBy: [], ranks: .none)
            return try? TableTranscoder(format: format).document(of: TableScanner.head(of: table.bytes, records: 1 + Self.headRows, dialect: format.dialect)).get()
        }).compactMap { $0.map { ordinalColumns(in: $0, except: rank) } }.first { !$0.isEmpty } ?? []
        let ranks = RankColumns(rank: rank, header: header, ordinals: ordinals)
        let valuesByColumn = firstRows.map(valuesInFirstRows) ?? [:]
        let groupings = Self.groupings(header: header, rank: rank, valuesByColumn: valuesByColumn,
                                       longerThanHead: tables.count == 1 && head.count < first.bytes.count)
        // What a chart writes for a new entry where its previous rank or change would be ("NEW", "-", -1).
        let markers: [String], dashed: TableWriting.SignedMoves?, scoreMarks: Set<String>
        (markers, writing.signedMoves, dashed, scoreMarks) = firstRows.map { cellMarkers(in: [$0] + laterHeads(of: tables, after: $0, writing), except: rank) } ?? ([], nil, nil, [])
        var firstFailure: ShapeInference.Result?
        // A grouping whose lists nearly run 1…N is kept in case none runs exactly.
        var firstNear: ShapeInference.Result?
        for listBy in groupings {
            // The tables read with `nulls` (and a column of signed moves, when one is named): those
            // just read when they were read so.
            var read: (nulls: [String], writing: TableWriting, sources: [ShapeInference.Source])?
            func sources(_ nulls: [String], _ writing: TableWriting) -> [ShapeInference.Source] {
                if let read, read.nulls == nulls, read.writing == writing { return read.sources }
                read = nil  // its memory goes before the tables are read again
                let sources = documents(tables, writing, listBy: listBy, ranks: ranks, nulls: nulls)
                read = (nulls, writing, sources)
                return sources
            }
            func inferred(_ nulls: [String], signedMoves: TableWriting.SignedMoves? = nil, scoreNulls: Set<String> = []) -> ShapeInference.Result {
                var writing = writing
                if let signedMoves { writing.signedMoves = signedMoves }
                return ShapeInference(tables: sources(nulls, writing), listBy: listBy, nulls: nulls, scoreNulls: scoreNulls, writing: writing).result
            }
            // A previous rank written 0 for a new entry (as many charts do) reads as one once 0 is
            // null. The first rows say whether it does, so the tables are read once; when they
            // cannot tell, or the whole tables disagree, they are read both ways.
            let zeroIsNew = zeroMeansNew(inHead: head, of: first.path, writing, listBy: listBy, ranks: ranks)
            let nulls = zeroIsNew == true ? zeroNulls : [""]
            // A column that groups rows into lists has some values repeated (`documents` reads
            // none for one that does not).
            if !listBy.isEmpty, sources(nulls, writing).isEmpty { continue }
            var result = inferred(nulls)
            if zeroIsNew == true, result.failure != nil || !movesByPreviousRank(result) {
                result = inferred([""])
            } else if zeroIsNew == nil, result.failure == nil, movement(result) == "none" {
                let zeroResult = inferred(zeroNulls)
                if zeroResult.failure == nil, movesByPreviousRank(zeroResult) { result = zeroResult }
            }
            // Markers read as null are tried where no previous rank reads, or where one reads but
            // some moves disagree with it (a peak position, beside a previous rank written -1 for
            // a new entry); the reading whose moves agree more is kept.
            let readsPreviousRank = result.failure == nil && movesByPreviousRank(result)
            if !markers.isEmpty, !readsPreviousRank || result.movementAgreement ?? 1 < 1 {
                let marked = inferred([""] + markers)
                let readsBetter = !readsPreviousRank || marked.movementAgreement ?? 0 > result.movementAgreement ?? 0
                if marked.failure == nil, movesByPreviousRank(marked) || movesBySignedChange(marked), readsBetter { result = marked }
            }
            // A change column that writes a marker for a new entry and leaves the cell of an
            // entry that kept its place empty: the empty value is read as no change, not as new,
            // where more moves agree so.
            if !markers.isEmpty, result.failure == nil, movesBySignedChange(result), let agreement = result.movementAgreement, agreement < 1,
               writing.signedMoves == nil, let column = result.signedMoveField {
                let emptyIsNoChange = inferred(markers, signedMoves: TableWriting.SignedMoves(column: JSONPointer("/" + column)?.tokens.first ?? column, marks: .emptyCell))
                if emptyIsNoChange.failure == nil, movesBySignedChange(emptyIsNoChange), emptyIsNoChange.movementAgreement ?? 0 > agreement { result = emptyIsNoChange }
            }
            // One that writes a dash for an entry that kept its place beside a new entry's marker
            // (`—` beside `NR`, as a poll does): the dash is read as no change where more moves
            // agree so, or where only so do moves read at all (most entries of a poll keep theirs).
            // A movement read otherwise (a previous rank's) is kept.
            let signedAgreement = result.failure != nil ? nil : movesBySignedChange(result) ? result.movementAgreement ?? 0 : movement(result) == "none" ? 0 : nil
            if let dashed, let agreement = signedAgreement, agreement < 1 {
                let read = inferred([""] + markers.filter { !dashed.dashes.contains($0) }, signedMoves: dashed)
                if read.failure == nil, movesBySignedChange(read), read.movementAgreement ?? 0 > agreement { result = read }
            }
            // A score written for the first places alone, a mark below them (`n/a`, `-`): the
            // marks read as null where only so does a score read, the moves read as before.
            let unreadMarks = scoreMarks.subtracting(result.nulls)
            if result.failure == nil, !unreadMarks.isEmpty, score(result) == nil {
                let scored = inferred(result.nulls + unreadMarks.sorted(), signedMoves: result.writing.signedMoves, scoreNulls: unreadMarks)
                if scored.failure == nil, score(scored) != nil, movement(scored) == movement(result),
                   scored.movementAgreement == result.movementAgreement { result = scored }
            }
            guard result.failure == nil else {
                if firstFailure == nil { firstFailure = result }
                continue
            }
            guard result.rankIsNear else { return result }
            if firstNear == nil { firstNear = result }
        }
        if firstNear == nil, let failure = firstFailure, let why = noRowReads(firstRows, path: first.path) ?? headerIsData(header, path: first.path) {
            return ShapeInference.Result(choices: failure.choices, configurationText: failure.configurationText, failure: why,
                                         rankIsNear: failure.rankIsNear, listCount: failure.listCount, entryCount: failure.entryCount)
        }
        return firstNear ?? firstFailure
    }

    /// How the tables are written where that is not what the first one's extension implies —
    /// its delimiter, lines above its header, a header on two lines or none, a rank column the
    /// header leaves unnamed, columns named by years — and the first table's first rows read so.
    /// `head` is the first table's first rows; `implied`, the format its extension implies.
    private static func writing(of tables: [(path: String, bytes: SourceBytes)], head: SourceBytes, implied: TableFormat) -> (TableWriting, JSONDocument?) {
        var (writing, firstRows) = headWriting(head: head, implied: implied)
        /// The first rows read again as `writing` now says the table is written.
        func reading(as writing: TableWriting) -> JSONDocument? { try? TableTranscoder(format: writing.applied(to: implied)).document(of: head).get() }
        // A header on two lines, a group's name over its columns' (`2024` over `Points`):
        // both lines are left out, and the columns named by the two together.
        if writing.skipped == nil, let names = firstRows?.table?.columnNames, names.contains(""),
           let header = TwoLineHeader.inferred(head: head, format: writing.applied(to: implied), columns: names.count) {
            writing.skipped = TableWriting.SkippedLines(count: 2, evidence: header.evidence)
            writing.columns = HeaderlessColumns(names: header.names, evidence: "named by the two lines of the header")
            firstRows = reading(as: writing)
        }
        // A first line that is a row: the table has no header, and its columns are named.
        if writing.columns == nil, let document = firstRows, let columns = HeaderlessColumns.inferred(from: document) {
            writing.columns = columns
            firstRows = reading(as: writing)
        }
        // A column the header leaves unnamed whose cells are ranks: named, and the header left out.
        if writing.columns == nil, let names = firstRows?.table?.columnNames,
           let columns = UnnamedRankColumn.inferred(head: head, format: writing.applied(to: implied), header: names) {
            writing.replaceHeader(with: columns)
            firstRows = reading(as: writing)
        }
        // Headers that name columns by their year (`2025 RANK` this year, `2026 RANK` the next):
        // each header is left out, and the columns named without their years.
        if writing.columns == nil, tables.count > 1, let named = YearNamedColumns.inferred(headers: headers(of: tables, writing)) {
            writing.replaceHeader(with: HeaderlessColumns(names: named.names, evidence: named.evidence))
            firstRows = reading(as: writing)
        }
        return (writing, firstRows)
    }

    /// Why no column could be a rank when no row of the first table's first rows reads (a
    /// table in another encoding than UTF-8 reads none, one in UTF-16 not even its header), or
    /// when the text of its header or of one row in ten is not UTF-8 (a table a spreadsheet
    /// saved in Windows-1252 reads only its rows without accents): its first problem's words.
    private static func noRowReads(_ firstRows: JSONDocument?, path: String) -> String? {
        guard let table = firstRows?.table else { return nil }
        let readsNone = table.rows.isEmpty && (table.records.count > 1 || table.columnNames.isEmpty)
        let notUTF8 = table.problems.filter(\.isNotUTF8)
        let headerNotUTF8 = notUTF8.contains(where: \.isHeaderNotUTF8)
        let rowsNotUTF8 = notUTF8.filter(\.isRowNotUTF8).count, rows = table.records.count - 1
        let inAnotherEncoding = headerNotUTF8 || rowsNotUTF8 > 0 && rowsNotUTF8 * 10 >= rows
        let unread = readsNone ? table.problems.filter(\.leavesTextUnread) : inAnotherEncoding ? notUTF8 : []
        guard let problem = unread.first(where: { $0.help != nil }) ?? unread.first else { return nil }
        let help = problem.help.map { ". " + ($0.hasSuffix(".") ? String($0.dropLast()) : $0) } ?? ""
        guard !readsNone else { return "no row of \(path) reads: \(problem.message)\(help) (`rankcheck validate` shows where)" }
        let which = (headerNotUTF8 ? "its header and " : "") + "\(rowsNotUTF8) of its first \(rows) rows"
        return "the text of \(path) is not UTF-8 in \(which), which do not read (\(problem.message))\(help) (`rankcheck validate` shows where)"
    }

    /// Why no column could be a rank when the first table's header names every column by a
    /// number: its first line is a row, and the table has no header (rankings kept year by
    /// year often have none), though none of its columns reads 1 there and 2 below (which
    /// `HeaderlessColumns` names).
    private static func headerIsData(_ header: [String], path: String) -> String? {
        guard header.count > 1, header.allSatisfy(TableColumns.readsAsNumber) else { return nil }
        return "the first line of \(path), \(header.joined(separator: ",")), is a row: every name in it is a number, so the table has no header; "
            + "add a first line that names its columns, such as date,rank,name,points, or name them in the shape: \"table\": {\"columns\": [\"date\", \"rank\", …]}"
    }

    /// The names, as `init` shows them (`' city', ' score'`), of a header that writes a space
    /// after each delimiter (`rank, city, score`, as a table typed by hand often does): every
    /// name after the first starts with one. Nil for any other header.
    private static func spacedHeader(_ header: [String]) -> String? {
        let spaced = header.dropFirst().filter { $0.hasPrefix(" ") && $0.count > 1 }
        guard header.count > 1, spaced.count == header.count - 1 else { return nil }
        return spaced.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (spaced.count > 3 ? ", …" : "")
    }

    /// Some of the cells after the first of each row below the header when every one that holds
    /// a value starts with a space, as rows typed by hand under a header written without
    /// (`rank,club,city` over `1, Harbour Town, Hull`); nil otherwise.
    private static func spacedRows(head: SourceBytes, _ format: TableFormat) -> String? {
        let rows = TableScanner.cellTexts(of: head, dialect: format.dialect).dropFirst(format.skippedRows + 1).filter { $0.count > 1 }
        let spaced = rows.map { $0.dropFirst() }.joined().filter { cell in cell.contains { $0 != " " } }
        guard !spaced.isEmpty, spaced.allSatisfy({ $0.hasPrefix(" ") }) else { return nil }
        return spaced.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (spaced.count > 3 ? ", …" : "")
    }

    /// The cell values read as null when a previous rank of 0 means a new entry.
    private static let zeroNulls = ["", "0"]

    /// How an inference says movement is written ("none", "previousRank /previous", …).
    private static func movement(_ result: ShapeInference.Result) -> String? {
        result.choices.first { $0.key == "movement" }?.value
    }

    /// Which field an inference reads as the score, and which way ("/Points, descending"); nil for none.
    private static func score(_ result: ShapeInference.Result) -> String? {
        result.choices.first { $0.key == "score" }?.value
    }

    private static func movesByPreviousRank(_ result: ShapeInference.Result) -> Bool {
        movement(result)?.hasPrefix("previousRank") == true
    }

    /// Whether an inference reads moves as signed changes, every marker read as null a new
    /// entry: with at most one recomputed move in ten that disagrees (a word for no change on
    /// entries of the period before would be read as new and disagree; `=` reads as 0). With
    /// no consecutive periods to recompute moves from, the column's name has said it is a move.
    private static func movesBySignedChange(_ result: ShapeInference.Result) -> Bool {
        movement(result)?.hasPrefix("signed") == true && (result.movementAgreement ?? 1) >= 0.9
    }

    /// Whether the table's first rows (`head`), grouped by `listBy`, read a previous rank
    /// once 0 is null and no movement without; nil when they cannot tell: too few to infer a
    /// shape, or no movement either way (a first week whose entries are all new, 0 each).
    private static func zeroMeansNew(inHead head: SourceBytes, of path: String, _ writing: TableWriting, listBy: [String], ranks: RankColumns) -> Bool? {
        func inferred(_ nulls: [String]) -> ShapeInference.Result? {
            let result = ShapeInference(tables: documents([(path, head)], writing, listBy: listBy, ranks: ranks, nulls: nulls),
                                        listBy: listBy, nulls: nulls, writing: writing).result
            return result.failure == nil ? result : nil
        }
        guard let plain = inferred([""]) else { return nil }
        guard movement(plain) == "none" else { return false }
        return inferred(zeroNulls).flatMap { movesByPreviousRank($0) ? true : nil }
    }

    /// How many distinct values each column has in the table's first rows (`headRows`), and in
    /// how many rows (read in one pass, however wide the rows); empty when the document holds
    /// no rows. A column that groups rows into lists of two or more has fewer distinct values
    /// than half the rows.
    private static func valuesInFirstRows(in document: JSONDocument) -> [String: (distinct: Int, rows: Int)] {
        guard let rows = firstListsRows(of: document) else { return [:] }
        var seen: [String: Set<String>] = [:], count = 0
        for row in document.children(rows) {
            count += 1
            for cell in document.children(row).prefix(ShapeInference.fieldsRead) { seen[document.key(cell), default: []].insert(document.string(cell)) }
        }
        return seen.mapValues { ($0.count, count) }
    }

    /// The first rows of the tables after the first, as documents, while the first's and
    /// theirs are fewer than `headRows`: a folder of daily files holds a day's rows a file,
    /// and its first day writes every entry as new (`NEW`), with no move to tell a marker by.
    private static func laterHeads(of tables: [(path: String, bytes: SourceBytes)], after first: JSONDocument,
                                   _ writing: TableWriting) -> [JSONDocument] {
        var rows = first.table.map { max(0, $0.records.count - 1) } ?? 0
        var heads: [JSONDocument] = []
        for table in tables.dropFirst() where rows < headRows {
            let format = format(table.path, writing, listBy: [], ranks: .none)
            let head = TableScanner.head(of: table.bytes, records: 1 + headRows - rows, dialect: format.dialect)
            guard let document = try? TableTranscoder(format: format).document(of: head).get() else { break }
            rows += max(1, (document.table?.records.count ?? 2) - 1)
            heads.append(document)
        }
        return heads
    }

    /// What stands in an integer column's other cells (or those of a column of ranks written as
    /// text, `03` or `3rd`) in the tables' first rows: a few short
    /// words (a chart's `NEW`, `RE` or `-` where a previous rank would be), or -1 in a column
    /// of no other negative number. Read as null, they may make the column a previous rank or
    /// a signed change, which the moves then confirm. `=` is no change (0) in a column that
    /// writes negative numbers too (a chart's `+3`, `-2`, `=`), the first such column, and
    /// never null; else the first column whose every other text is an arrow's move (`▲2`,
    /// `▼1`, `▬`) is read as signed moves. And the words, one or two, of a column of numbers
    /// (a score's `n/a` where it has none), which may make it a score once read as null.
    private static func cellMarkers(in documents: [JSONDocument], except rank: String?)
        -> (newEntry: [String], signedMoves: TableWriting.SignedMoves?, dashed: TableWriting.SignedMoves?, scoreMarks: Set<String>) {
        var integers: Set<String> = [], otherNumbers: Set<String> = [], words: [String: Set<String>] = [:]
        var minusOne: Set<String> = [], otherNegatives: Set<String> = []
        var arrowMoves: Set<String> = [], otherText: Set<String> = []
        for document in documents {
            guard let rows = firstListsRows(of: document) else { continue }
            for row in document.children(rows) {
                for cell in document.children(row).prefix(ShapeInference.fieldsRead) where document.key(cell) != rank {
                    if let value = document.boundedInteger(cell) {
                        integers.insert(document.key(cell))
                        if value == -1 { minusOne.insert(document.key(cell)) } else if value < 0 { otherNegatives.insert(document.key(cell)) }
                    } else if document.kind(cell) == .number {
                        otherNumbers.insert(document.key(cell))
                    } else if document.kind(cell) == .string {
                        let word = document.string(cell)
                        if RankText.isZeroPadded(word) || RankText.isOrdinal(word) || RankText.isNumbered(word) {
                            // A rank written as text (`03`, `3rd`, `3.`): a marker beside it is a new entry's as beside integers.
                            integers.insert(document.key(cell))
                        } else if let arrow = MoveArrow.read(word) {
                            if arrow.digits != nil { arrowMoves.insert(document.key(cell)) }
                        } else if !word.isEmpty, word.utf8.count <= 12, !word.contains(where: { $0.isNumber }) {
                            words[document.key(cell), default: []].insert(word)
                        } else {
                            otherText.insert(document.key(cell))
                        }
                    }
                }
            }
        }
        let marked = words.filter { column, found in found.count <= 3 && integers.contains(column) }
        let negatives = minusOne.union(otherNegatives)
        // The columns of every table, each where it first comes: a column of moves may be new in
        // a later table (the first year of a ranking writes no change).
        var seen = Set<String>()
        let names = documents.flatMap { $0.table?.columnNames ?? [] }.filter { seen.insert($0).inserted }
        let signedMoves = names.first { marked[$0]?.contains("=") == true && negatives.contains($0) }.map { TableWriting.SignedMoves(column: $0, marks: .equalSign) }
            ?? names.first { arrowMoves.contains($0) && !otherText.contains($0) && (words[$0]?.count ?? 0) <= 3 }.map { TableWriting.SignedMoves(column: $0, marks: .arrows) }
        // -1 is a move, not a marker, in a column that writes no change as `=` or is named a change.
        let sentinel = minusOne.subtracting(otherNegatives).subtracting(signedMoves.map { [$0.column] } ?? []).filter { !ShapeInference.isChangeName($0) }.isEmpty
            ? [] : ["-1"]
        let arrowMarkers = signedMoves?.marks == .arrows ? words[signedMoves!.column] ?? [] : []
        // A column of moves whose markers are a dash and another (`—` and `NR`): the dash may say no change.
        let dashed = names.lazy.compactMap { column -> TableWriting.SignedMoves? in
            let found = marked[column] ?? (signedMoves?.column == column ? words[column] : nil) ?? []
            let dashes = found.filter(TableColumns.isNoChangeMark).subtracting(["="]).sorted()
            guard !dashes.isEmpty, found.count > dashes.count else { return nil }
            return TableWriting.SignedMoves(column: column, marks: signedMoves?.column == column ? signedMoves!.marks : .plain, dashes: dashes)
        }.first
        // A score's column, of numbers, may write a word or two where it has none (`n/a`, `-`);
        // a column of signed moves is none.
        let scoreMarks = words.filter { column, found in
            found.count <= 2 && (integers.contains(column) || otherNumbers.contains(column)) && column != signedMoves?.column && column != dashed?.column
        }.values.joined()
        return (Set(marked.values.joined()).union(arrowMarkers).union(sentinel).subtracting(["="]).sorted(), signedMoves, dashed, Set(scoreMarks).subtracting(["="]))
    }

    /// The marks the first rows write numbers with, if they write some otherwise than JSON:
    /// those under which the most columns hold numbers alone, one written with the marks at
    /// least (`92,5`, `11,830`, `$11,830`: `NumberMarks.likely`). A table not separated by commas is read with a decimal comma
    /// first (`11,830` is then 11.83), as spreadsheets write it where the comma is the decimal
    /// mark; one separated by commas writes a decimal comma only in quotes, and is read with
    /// a comma between thousands (`"11,830"`). A decimal comma goes with a point or a space
    /// between thousands (`1.234,5`, `1 234,5` with a no-break space).
    private static func writtenNumbers(in document: JSONDocument, delimiter: UInt8) -> WrittenNumbers? {
        guard let rows = firstListsRows(of: document), let names = document.table?.columnNames else { return nil }
        // With the units its cells are written with; the marks alone first, so they are kept
        // where the units read no more columns.
        let candidates = NumberMarks.likely(delimiter: delimiter, units: writtenUnits(in: document, rows: rows))
        var best: (columns: Int, found: WrittenNumbers)?
        for marks in candidates {
            var example: [String: String] = [:], other: Set<String> = []
            for row in document.children(rows) {
                for cell in document.children(row).prefix(ShapeInference.fieldsRead) where document.kind(cell) == .string {
                    let text = document.string(cell), key = document.key(cell)
                    let reads = Array(text.utf8).withUnsafeBufferPointer { marks.hasFraction(0..<$0.count, in: $0) != nil }
                    if reads { example[key] = example[key] ?? text } else if !text.isEmpty { other.insert(key) }
                }
            }
            let columns = names.filter { example[$0] != nil && !other.contains($0) }
            if let first = columns.first, columns.count > best?.columns ?? 0 {
                best = (columns.count, WrittenNumbers(marks: marks, example: example[first]!, column: first))
            }
        }
        return best?.found
    }

    /// Those of the likely units the first rows' text cells start or end with, as UTF-8.
    private static func writtenUnits(in document: JSONDocument, rows: Int) -> [[UInt8]] {
        var found: Set<String> = []
        for row in document.children(rows) {
            for cell in document.children(row).prefix(ShapeInference.fieldsRead) where document.kind(cell) == .string {
                found.formUnion(NumberMarks.likelyUnits(around: document.string(cell)))
            }
        }
        return NumberMarks.likelyUnits.filter(found.contains).map { Array($0.utf8) }
    }

    /// The columns but the rank whose cells in the first rows are written as ranks are and
    /// numbers are not: ordinals (`3rd`) or a numbered list's numbers (`3.`), or numbers with leading zeros (`03`) beside integers;
    /// those that are not null, one at least.
    private static func ordinalColumns(in document: JSONDocument, except rank: String?) -> [String] {
        guard let rows = firstListsRows(of: document) else { return [] }
        var ordinals: Set<String> = [], padded: Set<String> = [], others: Set<String> = [], integers: Set<String> = []
        for row in document.children(rows) {
            for cell in document.children(row) where document.kind(cell) != .null && document.key(cell) != rank {
                let key = document.key(cell), text = document.kind(cell) == .string ? document.string(cell) : nil
                if let text, RankText.isOrdinal(text) || RankText.isNumbered(text) {
                    ordinals.insert(key)
                } else if let text, RankText.isZeroPadded(text) {
                    padded.insert(key)
                } else if document.boundedInteger(cell) != nil {
                    integers.insert(key)
                } else {
                    others.insert(key)
                }
            }
        }
        return (document.table?.columnNames ?? []).filter { column in
            !others.contains(column) && (ordinals.contains(column) && !integers.contains(column) && !padded.contains(column)
                || padded.contains(column) && !ordinals.contains(column))
        }
    }

    /// The rows array of the first list of a table's first rows read as one document.
    static func firstListsRows(of document: JSONDocument) -> Int? {
        let lists = document.children(document.root)
        return lists.isEmpty ? nil : document.member(lists.first, TableTranscoder.rowsMember)
    }

    /// The columns tried as a period's series, each alone, at most (then those named like one
    /// together): each reads the tables again.
    static let seriesTried = 3

    /// Whether a column's name is one that tells rankings of one period apart: a region, a
    /// country, a category (a word of it, `chart_region`).
    private static func isSeriesName(_ name: String) -> Bool {
        ShapeInference.words(ofName: name).contains { seriesWords.contains(String($0)) }
    }

    private static let seriesWords: Set<String> = ["region", "country", "market", "territory", "category", "genre", "chart", "division",
                                                   "gender", "league", "tour", "class", "segment", "sector", "platform", "language", "list"]

    private static func isPeriodName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return periodWords.contains { lower.contains($0) }
    }

    /// The columns whose cells are read as ranks are written, ordinals, tie markers and bands
    /// included, before the shape is known: a column named like a rank, and one named by the
    /// year before its year (`2024 RANK` beside `2025 RANK`, as a university table publishes
    /// last year's) or as last year's (`RANK last year`, as `YearNamedColumns` names that), else
    /// the first other column of ordinals (`Prev` written `3rd`), else the first named like
    /// last period's (`Last`, `Previous`, `last_week`, not a change: `=3` in it is a shared 3).
    private struct RankColumns {
        let rank: String?
        let previous: String?

        static let none = RankColumns(rank: nil, header: [], ordinals: [])

        init(rank: String?, header: [String], ordinals: [String]) {
            self.rank = rank
            let year = rank.flatMap(PriorYearDiscovery.year(in:))
            previous = year.flatMap { year in header.first { $0 != rank && PriorYearDiscovery.year(in: $0) == year - 1 } }
                ?? rank.map(YearNamedColumns.lastYears).flatMap { header.contains($0) ? $0 : nil } ?? ordinals.first
                ?? header.first { $0 != rank && ShapeInference.isPreviousPeriodName($0) }
        }
    }

    private static func format(_ path: String, _ writing: TableWriting, listBy: [String], ranks: RankColumns, nulls: [String] = [""]) -> TableFormat {
        guard case .table(let implied) = DataFormat(path: path, shape: RankingShape()) else {
            return writing.applied(to: TableFormat(delimiter: UInt8(ascii: ",")))
        }
        var format = writing.applied(to: implied)
        format.listByColumns = listBy
        format.rankColumn = ranks.rank
        format.previousRankColumn = ranks.previous
        format.nulls = nulls
        return format
    }

    /// The rows a table's inference reads, about: a table with more is inferred from its first
    /// lists in period order that hold this many when a column groups its rows (consecutive
    /// periods, so that recomputed moves compare each with the one before). The check that
    /// follows reads it whole.
    static let inferredRows = 1 << 18
    /// The rows of a list the inference reads when a column is named like a rank (its rows are
    /// then read in rank order): a longer list is inferred from its top this many rows.
    static let topRows = inferredRows / 2

    /// The documents the inference reads, a table each; none when `listBy` groups the rows
    /// into fewer than two lists, or into lists of fewer than two rows on average (no document
    /// is written then).
    private static func documents(_ tables: [(path: String, bytes: SourceBytes)], _ writing: TableWriting, listBy: [String], ranks: RankColumns,
                                  nulls: [String] = [""]) -> [ShapeInference.Source] {
        let readings = tables.map { table in TableTranscoder(format: format(table.path, writing, listBy: listBy, ranks: ranks, nulls: nulls)).read(table.bytes) }
        // The inference reads the documents; the tables' memory is given back meanwhile.
        defer { for table in tables { table.bytes.evict(before: table.bytes.count) } }
        if !listBy.isEmpty {
            let lists = readings.reduce(0) { $0 + $1.labels.count }
            let rows = readings.reduce(0) { $0 + max(0, $1.records.count - 1) }  // below the header
            guard lists >= 2, lists * 2 <= rows else { return [] }
        }
        return zip(tables, readings).map { table, reading in
            guard reading.rowCount > inferredRows else { return ShapeInference.Source(path: table.path, document: reading.wholeDocument()) }
            // The rows read of each list: its top `topRows` when its rows are in rank order.
            let rowsRead = ranks.rank == nil ? Int.max : topRows
            // A series' first lists in period order, two at least, that hold that many rows.
            var lists = Array(reading.labels.indices)
            if !listBy.isEmpty, reading.labels.count > 2 {
                var rows = 0
                lists = []
                for list in SeriesOrder.sorted(reading.labels, inSeries: listBy.count > 1) where rows < inferredRows || lists.count < 2 {
                    lists.append(list)
                    rows += min(reading.rows(ofList: list).count, rowsRead)
                }
            }
            let cut = lists.contains { reading.rows(ofList: $0).count > rowsRead }
            guard lists.count < reading.labels.count || cut,
                  let document = (cut ? reading.keepingFirstRows(rowsRead) : reading).document(lists: lists.sorted(), withProblems: true) else {
                return ShapeInference.Source(path: table.path, document: reading.wholeDocument())
            }
            return ShapeInference.Source(path: table.path, document: document, whole: (reading.labels.count, reading.rowCount),
                                         topRows: cut ? rowsRead : nil)
        }
    }
}
