/// A custom symbol's name passed where only the system's symbols are found (`UIImage(systemName:)`, `Image(systemName:)`,
/// `NSImage(systemSymbolName:)`, `Label(_:systemImage:)`, a loader declared `system`): the call returns nil (SwiftUI shows
/// nothing), since a catalog's `.symbolset` is found only as an image is, by `UIImage(named:)` or `Image(_:)`.
enum CustomSymbolLoads {
    /// A `missing` finding, of ``AssetType/symbol``, for each load that names a symbol set of `index`; a name no
    /// symbol set has is the system's.
    static func findings(_ loads: [AssetLoad], index: AssetIndex) -> [Finding] {
        loads.compactMap { load in
            guard load.type == .symbol, case .name(let name) = load.target, cannotBeSystemSymbol(name),
                  let set = index.sets(named: name).first(where: { $0.setType == .symbolSet }) else { return nil }
            var finding = Finding(kind: .missing, name: name, file: load.file, line: load.line, column: load.column,
                                  message: "\(load.role) names custom symbol '\(name)' (\(set.location)), but only the system's "
                                      + "symbols are found so and the call returns nil; load it with UIImage(named:) or Image(_:)")
            finding.assetType = .symbol
            return finding
        }
    }

    /// Whether no system symbol has `name`: the system's are lower-case letters, digits and dots, and custom symbols the
    /// SF Symbols app exports start `custom.`. A set named as the system's (`play.fill`, a backport) is shadowed by the
    /// system's symbol, which `systemName:` finds: no finding, since trace does not know every system name.
    static func cannotBeSystemSymbol(_ name: String) -> Bool {
        name.hasPrefix("custom.") || name.contains { !($0.isASCII && ($0.isLowercase || $0.isNumber || $0 == ".")) }
    }
}
