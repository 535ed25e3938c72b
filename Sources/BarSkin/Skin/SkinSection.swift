import BarSkinArt
import BarSkinCore

/// A top-level section of a skin file (`tab-items:`, `backgrounds:`): the key
/// it owns and how its value becomes items. Each lives in its own folder under
/// `Sections/` and is listed once in ``SkinSections/all``.
protocol SkinSection: SendableMetatype {
    /// The top-level key.
    static var key: String { get }
    /// The section's items, read from the top-level mapping (which holds ``key``),
    /// each name claimed in `context`. Called only when the key is present, unless ``readsWithoutKey``.
    /// - Throws: ``SkinError`` at the first bad value.
    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem]
    /// Whether ``items(in:context:)`` is called where the key is missing too: a section whose
    /// output a skin gets by default (colour sets, in a skin with a catalog).
    static var readsWithoutKey: Bool { get }
}

extension SkinSection {
    /// Most sections make nothing unless their key is written.
    static var readsWithoutKey: Bool { false }
}

/// The sections a skin file may hold.
enum SkinSections {
    /// Every section, in the order their items are planned and built. A new section is one line here.
    static let all: [any SkinSection.Type] = [
        TabItemsSection.self,
        BackgroundsSection.self,
        TabBarSection.self,
        NavBarSection.self,
        CellsSection.self,
        ColorSetsSection.self,
        AppearanceSection.self,
        PreviewSection.self,
    ]

    /// The keys of the top level, in the order messages list them.
    static var topLevelKeys: [String] {
        ["version", "output", "catalog", "ninepatch", "compression", "appearances"] + all.map { $0.key }
    }
}
