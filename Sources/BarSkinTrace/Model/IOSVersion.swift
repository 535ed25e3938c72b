import BarSkinCore

/// An iOS version as one number, major × 100 + minor (`16.4` is `1604`), so that a deployment
/// target (`IPHONEOS_DEPLOYMENT_TARGET = 17.4`) and an `#available(iOS 16.4, *)` compare directly.
enum IOSVersion {
    /// The version `text` spells (`17`, `16.4`, `15.0.1`; spaces ignored), nil when it is no version.
    static func number(_ text: some StringProtocol) -> Int? {
        let parts = text.filter { !$0.isWhitespace }.split(separator: ".", omittingEmptySubsequences: false).map { Int(String($0)) }
        guard let major = parts.first ?? nil else { return nil }
        return major * 100 + (parts.count > 1 ? parts[1] ?? 0 : 0)
    }
}
