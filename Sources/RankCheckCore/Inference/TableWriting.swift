/// How `rankcheck init` found the tables written, where that is not what their extension and
/// JSON imply: another delimiter, a space after each delimiter, lines above the header, numbers
/// written with marks, the columns' names of a table without a header row, and a column of signed moves written with
/// `=`, arrows or an empty cell for no change. Each but the last is a choice `init` shows and a key of the shape's `"table"`;
/// the last is read so once the shape names the column its signed moves.
struct TableWriting: Sendable, Equatable {
    var delimiter: TableDelimiter?
    /// Why the spaces after a delimiter are left out of the fields (`rank, city, score`); nil:
    /// they are part of them.
    var initialSpace: String?
    var skipped: SkippedLines?
    var numbers: WrittenNumbers?
    var columns: HeaderlessColumns?
    var signedMoves: SignedMoves?

    /// A column that writes moves as a chart's change column does: `=` for no change beside
    /// `+3` and `-2`, arrows (`▲2`, `▼1`, `▬`: `MoveArrow`), or nothing for no change beside a
    /// new entry's marker (`NEW`), the empty value no null; a dash for no change (`—` beside
    /// `NR`) with any of them.
    struct SignedMoves: Sendable, Equatable {
        enum Marks: Sendable, Equatable {
            /// Numbers alone (`+3`, `-2`).
            case plain
            case equalSign, arrows, emptyCell
        }

        let column: String
        let marks: Marks
        /// The dashes the column writes for no change, read so as they are no null.
        var dashes: [String] = []

        /// How the evidence for the movement says the column writes its moves.
        var written: String {
            switch marks {
            case .plain: ""
            case .equalSign: " and = for no change"
            case .arrows: ", written with arrows (▲ up, ▼ down)"
            case .emptyCell: " and an empty cell for no change"
            }
        }
    }

    /// The lines above the header (a title, a publisher's note), and why they are taken so.
    struct SkippedLines: Sendable, Equatable {
        let count: Int
        let evidence: String
    }

    /// The tables read with their header left out (the line below the lines skipped so far) and
    /// their columns named `columns` instead.
    mutating func replaceHeader(with columns: HeaderlessColumns) {
        let above = skipped.map { $0.evidence + "; then " } ?? ""
        skipped = SkippedLines(count: (skipped?.count ?? 0) + 1, evidence: above + "the header is left out, its columns named in \"columns\"")
        self.columns = columns
    }

    /// `format` as the tables are written.
    func applied(to format: TableFormat) -> TableFormat {
        var format = format
        if let delimiter { format.delimiter = delimiter.byte }
        format.skipsInitialSpace = initialSpace != nil
        format.numberMarks = numbers?.marks ?? NumberMarks()
        format.columnNames = columns?.names
        format.skippedRows = skipped?.count ?? 0
        format.signedMoveColumn = signedMoves?.column
        return format
    }

    /// The choices `init` shows for it, with their evidence.
    var choices: [ShapeInference.Choice] {
        var choices: [ShapeInference.Choice] = []
        if let delimiter {
            choices.append(.init(key: "delimiter", value: delimiter.shown, evidence: delimiter.evidence, alternative: nil))
        }
        if let initialSpace {
            choices.append(.init(key: "skipInitialSpace", value: "true", evidence: initialSpace, alternative: nil))
        }
        if let skipped {
            choices.append(.init(key: "skipRows", value: "\(skipped.count)", evidence: skipped.evidence, alternative: nil))
        }
        if let columns {
            choices.append(.init(key: "columns", value: columns.names.joined(separator: ", "), evidence: columns.evidence, alternative: nil))
        }
        if let numbers {
            let example = "\(numbers.example) in /\(numbers.column) reads as \(numbers.exampleRead)"
            if numbers.marks.decimal != UInt8(ascii: ".") {
                choices.append(.init(key: "decimal", value: "\",\"", evidence: "numbers written with a decimal comma: " + example, alternative: nil))
            }
            if let thousands = numbers.marks.thousands {
                let mark = switch thousands {
                case UInt8(ascii: ","): "a comma"
                case UInt8(ascii: "."): "a point"
                case UInt8(ascii: " "): numbers.example.unicodeScalars.contains { $0 == "\u{A0}" || $0 == "\u{202F}" } ? "a no-break space" : "a space"
                default: "an apostrophe"
                }
                choices.append(.init(key: "thousands", value: "\"\(Character(UnicodeScalar(thousands)))\"",
                                     evidence: "numbers written with \(mark) between thousands" + (numbers.marks.decimal == UInt8(ascii: ".") && numbers.marks.units.isEmpty ? ": " + example : ""),
                                     alternative: nil))
            }
            if !numbers.marks.units.isEmpty {
                let units = numbers.marks.units.map { String(decoding: $0, as: UTF8.self) }
                choices.append(.init(key: "units", value: units.map { JSONOutput.string($0).rendered(pretty: false) }.joined(separator: ", "),
                                     evidence: "numbers written with \(units.joined(separator: " or ")) before or after them: " + example, alternative: nil))
            }
        }
        return choices
    }

    /// Its members of the shape's `"table"`.
    var configuration: [String: JSONOutput] {
        var table: [String: JSONOutput] = [:]
        if let delimiter { table["delimiter"] = .string(String(UnicodeScalar(delimiter.byte))) }
        if initialSpace != nil { table["skipInitialSpace"] = .bool(true) }
        if let columns { table["columns"] = .array(columns.names.map(JSONOutput.string)) }
        if let skipped { table["skipRows"] = .int(skipped.count) }
        if let marks = numbers?.marks { table.merge(marks.configuration) { _, marks in marks } }
        return table
    }
}
