extension SkinItemReader {
    /// The longest name, in UTF-8 bytes: with `-selected@3x~ipad.png` it stays inside a 255-byte file name.
    static let longestName = 200

    /// The output name, `written` or the image's stem, checked and recorded, with where it was written.
    mutating func claim(_ written: (text: String, line: Int, column: Int)?,
                        defaultFrom image: (text: String, line: Int, column: Int)) throws(SkinError) -> (name: String, line: Int, column: Int) {
        let (line, column) = written.map { ($0.line, $0.column) } ?? (image.line, image.column)
        let name = written?.text ?? AssetFileName(parsing: PathText.fileName(of: image.text)).stem
        let plain = !name.isEmpty && name.utf8.count <= Self.longestName && !name.hasPrefix(".")
            && !name.unicodeScalars.contains { "/@~".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
        guard plain else {
            throw .invalidValue(path: path, line: line, column: column, detail: "'\(name)' cannot name an output: use a plain name of at most "
                                + "\(Self.longestName) bytes without '/', '@', '~', control characters or a leading '.'")
        }
        if let earlier = names[name.lowercased()] {
            throw .duplicateName(path: path, line: line, column: column, name: name, earlierName: earlier.spelled, earlierLine: earlier.line)
        }
        names[name.lowercased()] = (name, line)
        return (name, line, column)
    }

    /// An image the skin writes into the app (`star-selected`, `bar-320x49`, a catalog image set),
    /// made where `line`:`column` asks for it. Compared ignoring case: on macOS `Star-normal.png`
    /// overwrites `star-normal.png`, and an image set shadows a loose file of its name.
    mutating func claimOutput(_ name: String, at line: Int, column: Int) throws(SkinError) {
        if let earlier = outputs[name.lowercased()] {
            throw .outputClash(path: path, line: line, column: column, name: name, earlierName: earlier.spelled, earlierLine: earlier.line)
        }
        outputs[name.lowercased()] = (name, line)
    }
}
