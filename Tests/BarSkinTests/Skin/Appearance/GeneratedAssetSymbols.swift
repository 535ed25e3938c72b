import BarSkinTrace
import Foundation

/// Xcode's `GeneratedAssetSymbols.swift` for a catalog, in the layout Xcode 15 writes it
/// (asset-names.md §1.3): a private resource bundle, then one `ColorResource` and one
/// `ImageResource` static per set, sorted by name, with the symbol ``AssetSymbol`` gives.
/// The file an app's target compiles beside BarSkin's appearance code.
enum GeneratedAssetSymbols {
    /// The file for a catalog's colour sets and image sets (their names).
    static func text(colorSets: [String], imageSets: [String]) -> String {
        var lines = ["import Foundation", "#if canImport(DeveloperToolsSupport)", "import DeveloperToolsSupport", "#endif", "",
                     "#if SWIFT_PACKAGE", "private let resourceBundle = Foundation.Bundle.module", "#else",
                     "private class ResourceBundleClass {}", "private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)",
                     "#endif", ""]
        for (kind, type, names) in [("Color", "ColorResource", colorSets), ("Image", "ImageResource", imageSets)] {
            lines += ["// MARK: - \(kind) Symbols -", "", "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)",
                      "extension DeveloperToolsSupport.\(type) {", ""]
            for name in names.sorted() {
                let symbol = AssetSymbol.swiftPath(forSetName: name)
                lines += ["    /// The \"\(name)\" asset catalog \(kind.lowercased()) resource.",
                          "    static let \(AssetSymbol.isSwiftKeyword(symbol) ? "`\(symbol)`" : symbol) = DeveloperToolsSupport.\(type)(name: \"\(name)\", bundle: resourceBundle)",
                          ""]
            }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// The file for the catalog at `path`: its `.colorset` and `.imageset` folders.
    static func text(catalog path: String) throws -> String {
        let entries = try FileManager.default.contentsOfDirectory(atPath: path)
        func sets(_ suffix: String) -> [String] { entries.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) } }
        return text(colorSets: sets(".colorset"), imageSets: sets(".imageset"))
    }
}
