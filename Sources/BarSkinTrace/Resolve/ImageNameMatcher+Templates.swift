import BarSkinCore

extension ImageNameMatcher {
    /// Template evidence as the images it fits once `names` fills in its declared pieces (an `Int`
    /// enum's cases give exactly their names); other evidence as it is.
    func expanding(_ evidence: [NameEvidence], with names: DeclaredNames) -> [NameEvidence] {
        evidence.flatMap { piece -> [NameEvidence] in
            guard let template = piece.template else { return [piece] }
            var found: [String] = []
            for pattern in names.resolve(template, depth: 0) {
                if let text = pattern.literal { found += assetName(for: text).map { [$0] } ?? [] } else if Self.mayBeAName(pattern) { found += templateNames(pattern) }
            }
            return Set(found).sorted().map { NameEvidence(assetName: $0, text: piece.text, file: piece.file, line: piece.line, column: piece.column) }
        }
    }
}
