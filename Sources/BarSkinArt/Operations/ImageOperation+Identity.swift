import Foundation

extension ImageOperation {
    /// `identifier` as manifests record it: the types it describes named as they were
    /// before the library became four modules, so a manifest written then still matches
    /// and an upgrade alone redraws nothing.
    package var recordedIdentifier: String { IdentityText.stable(identifier) }
}

/// Identities print some parameters (cap insets, resizing modes, metrics) through their
/// default descriptions, which name the module of each type: `BarSkin.CapInsets(...)`.
/// Every such type lived in the module `BarSkin` until the split, and keeps that name here.
package enum IdentityText {
    /// `text` with the library's other modules named `BarSkin`.
    package static func stable(_ text: String) -> String {
        guard text.contains("BarSkin") else { return text }
        var text = text
        for module in ["BarSkinArt.", "BarSkinCore.", "BarSkinTrace."] {
            text = text.replacingOccurrences(of: module, with: "BarSkin.")
        }
        return text
    }
}
