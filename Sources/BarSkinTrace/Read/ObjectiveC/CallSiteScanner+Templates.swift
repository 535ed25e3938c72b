import BarSkinCore

extension CallSiteScanner {
    /// A string built from data that may name an image, wherever it is written: its interpolations
    /// looked up here, where the enclosing type is known (`rawValue` is that enum's raw values).
    func noteTemplate(at index: Int, into state: inout ScanState) {
        guard !secondPass, let pattern = tokens[index].string, !pattern.isLiteral, ImageNameMatcher.mayBeAName(pattern),
              !LiteralContext(tokens: tokens).isOtherThanAName(at: index) else { return }
        let token = tokens[index]
        for value in evaluate(tokens[index...index], state) {
            state.templates.append(NameEvidence(assetName: "", text: pattern.glob, file: file, line: token.line, column: token.column, template: value))
        }
    }
}
