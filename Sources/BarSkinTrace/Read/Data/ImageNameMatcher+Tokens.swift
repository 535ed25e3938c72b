import BarSkinCore

extension ImageNameMatcher {
    /// Evidence for every literal string among `tokens` that names an image (the scanner records
    /// the strings built from data, ``SourceScan/templates``, where their pieces can be looked up).
    func evidence(in tokens: [SourceToken], file: String) -> [NameEvidence] {
        tokens.indices.compactMap { index in
            let token = tokens[index]
            guard let text = token.string?.literal, let name = assetName(for: text),
                  !LiteralContext(tokens: tokens).isOtherThanAName(at: index) else { return nil }
            return NameEvidence(assetName: name, text: text, file: file, line: token.line, column: token.column)
        }
    }
}
