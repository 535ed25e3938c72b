import BarSkinCore

extension CallSiteScanner {
    /// The call marked as loading from a bundle it names when that is not the
    /// main one (`inBundle:`): the image is looked for there, not in the bundle of the
    /// target running the code.
    func bundled(_ call: CallSite?) -> CallSite? {
        guard var call, case .expression(let range, _) = call.argument, names(aBundleAfter: range.upperBound) else { return call }
        call.bundle = .named
        return call
    }

    /// Whether the arguments after `end` pass a bundle that is not the main one.
    private func names(aBundleAfter end: Int) -> Bool {
        var index = end
        let limit = min(tokens.count, end + 64)
        while index + 2 < limit, tokens[index].isPunctuation(",") || tokens[index].identifier != nil {
            if tokens[index].isPunctuation(",") { index += 1; continue }
            guard let label = tokens[index].identifier, tokens[index + 1].isPunctuation(":") else { return false }
            let valueEnd = argumentEnd(from: index + 2)
            if label == "in" || label == "bundle" || label == "inBundle" {
                let value = tokens[(index + 2)..<valueEnd].compactMap(\.identifier)
                return !(value.isEmpty || Self.namesMainBundle(value))
            }
            index = valueEnd
        }
        return false
    }

    /// Whether a bundle spelled by these identifiers is the main one (`nil`: none, which is the main one).
    static func namesMainBundle(_ identifiers: [String]) -> Bool {
        [["nil"], ["main"], ["Bundle", "main"], ["NSBundle", "mainBundle"], ["mainBundle"]].contains(identifiers)
    }
}
