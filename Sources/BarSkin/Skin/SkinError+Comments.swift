import BarSkinCore

extension Located where Wrapped == SkinProblem {
    /// The error with the reason a key has no value when YAML read its value as a comment:
    /// `tint: #3478F6` is the key `tint` and the comment `#3478F6`, since an unquoted `#`
    /// after a space starts one. Only the text can tell, so the reader looks at the key's line.
    /// - Parameter text: the skin file's text.
    func explainingComment(in text: String) -> SkinError {
        guard case .emptyValue(let key) = error, let line, let column, line >= 1 else { return self }
        // libyaml places a missing value just after its key's colon, on the key's line; its columns count characters.
        guard let keyLine = text.unicodeScalars.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
            .dropFirst(line - 1).first else { return self }
        let rest = keyLine.dropFirst(column - 1)
        let blanks = rest.prefix { $0 == " " || $0 == "\t" }.count
        let comment = rest.dropFirst(blanks)
        // `# Build` reads as a note; `#3478F6`, with no space after the `#`, as a value.
        guard comment.first == "#", let next = comment.dropFirst().first, next != " ", next != "\t" else { return self }
        let word = String(comment.prefix { $0 != " " && $0 != "\t" && $0 != "\r" })
        return SkinProblem.commentedValue(key: key, comment: word).located(at: path, line: line, column: column + blanks)
    }
}
