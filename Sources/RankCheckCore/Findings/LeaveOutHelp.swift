/// The end of a help that leaves one file out of one rule: the `per-file-ignores` line that
/// does it, with the file named as a pattern matches it from anywhere (its name alone), and
/// that `rankcheck init` writes such lines.
func leaveOutHelp(_ path: String, of rule: String) -> String {
    "leave it out of this rule: \"per-file-ignores\": {\(jsonStringLiteral(PathText.name(of: path))): [\"\(rule)\"]} (`rankcheck init` writes it)."
}
