import BarSkinArt
import BarSkinCore
import Yams

/// `tab-items:`: shared look keys (each a `barskin tint` option) and an `items`
/// list of masks, each tinted into normal and selected art.
public enum TabItemsSection: SkinSection {
    static let key = "tab-items"
    /// The look of tab bar art, shared by `tab-items` and each item: ``lookTable``'s keys and the
    /// selected fill image, beside the other selected fills.
    static var lookKeys: [String] {
        let keys = lookTable.names, fills = keys.firstIndex(of: "gloss") ?? keys.endIndex
        return keys[..<fills] + ["selected-fill"] + keys[fills...]
    }

    /// The look keys a `dark:` (or other appearance) mapping may give: ``lookTable``'s.
    static var appearanceLookKeys: [String] { lookTable.names }

    /// What the preview shows of an item; no output carries them.
    static let previewKeys = ["title", "glow", "badge"]

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let node = top.values[key]?.node else { return [] }
        let path = context.path
        let shared = try SkinMapping(node, key: "'tab-items'", context: "tab-items", allowed: ["items"] + lookKeys + ["mask-size", "template-icons", "symbols"] + SkinMapping.appearanceKeys,
                                     path: path)
        let sharedMaskSize = try maskSize(shared)
        let sharedTemplate = try templateIcons(shared, context: context)
        let sharedSymbol = try symbols(shared, context: context)
        let (defaults, defaultFill) = try look(shared)
        let sharedLooks = try appearanceLooks(shared, keys: appearanceLookKeys, context: context)
        guard let list = try shared.list("items") else {
            throw SkinProblem.missingKey(key: "items", context: "tab-items").located(at: path, line: shared.line, column: shared.column)
        }
        var items: [any SkinItem] = []
        for node in list {
            let fields = try SkinMapping(node, key: "each of 'items'", context: "a tab item",
                                         allowed: ["mask", "name"] + previewKeys + lookKeys + ["mask-size", "vector", "template-icons", "selected-mask", "symbols"] + SkinMapping.appearanceKeys,
                                         path: path)
            let mask = try fields.requiredFile("mask")
            let (name, line, column) = try context.claim(try fields.string("name"), defaultFrom: mask)
            let input = SkinInput(path: SkinPath(text: mask.text, line: mask.line, column: mask.column, skinPath: path), role: .mask,
                                  noun: "mask", outputName: name)
            var item = SkinTabItem(mask: input, name: name, settings: TintSettings(), nameLine: line, nameColumn: column,
                                   toCatalog: context.hasCatalog)
            item.templateIcon = try templateIcons(fields, context: context) ?? sharedTemplate ?? context.hasCatalog
            item.symbol = try symbols(fields, context: context) ?? sharedSymbol ?? nil
            if let selected = try fields.file("selected-mask") {
                guard item.templateIcon else {
                    throw SkinProblem.invalidValue(detail: "'selected-mask' draws the selected template icon, but the item writes none "
                                                   + (context.hasCatalog ? "('template-icons: false')" : "(the skin has no 'catalog')"))
                        .located(at: path, line: selected.line, column: selected.column)
                }
                item.selectedMask = SkinInput(path: SkinPath(text: selected.text, line: selected.line, column: selected.column, skinPath: path),
                                              role: .selectedMask, noun: "selected mask", outputName: name)
            }
            try context.claim(arts: item.arts)
            item.preview = try previewMarks(fields)
            item.maskSize = try maskSize(fields) ?? sharedMaskSize
            if try fields.bool("vector") == true {
                let (line, column) = fields.position(of: "vector")
                item.vector = SkinPosition(line: line, column: column)
            }
            let (own, ownFill) = try look(fields)
            item.settings = defaults.overridden(by: own)
            if case .image = item.settings.selectedFill, let written = own.selectedFill != nil ? ownFill : defaultFill {
                let location = SkinPath(text: written.text, line: written.line, column: written.column, skinPath: path)
                item.selectedFill = SkinInput(path: location, role: .selectedFill, noun: "selected fill", isExactFile: true, outputName: name)
                item.settings.selectedFill = .image(path: location.resolved)
            }
            // Each appearance: the item's light look with the section's then the item's keys over it.
            let ownLooks = try appearanceLooks(fields, keys: appearanceLookKeys + ["mask"], context: context)
            for appearance in Appearance.variants where sharedLooks[appearance] != nil || ownLooks[appearance] != nil {
                let settings = [sharedLooks[appearance], ownLooks[appearance]].compactMap { $0?.settings }
                    .reduce(item.settings) { $0.overridden(by: $1) }
                item.otherLooks.append(SkinAppearanceLook(appearance, settings))
                // `dark-high-contrast:` draws from `dark:`'s mask unless it gives its own.
                let mask = ownLooks[appearance]?.mask ?? (appearance == .darkHighContrast ? ownLooks[.dark]?.mask : nil)
                if let mask {
                    item.otherMasks[appearance] = SkinInput(path: SkinPath(text: mask.text, line: mask.line, column: mask.column, skinPath: path),
                                                            role: .mask, noun: "\(appearance.rawValue) mask", outputName: name)
                }
            }
            items.append(item)
        }
        return items
    }

    /// The settings each appearance key of `fields` gives, only those it writes, and the mask
    /// it draws from instead of the item's (an item's look may give one).
    private static func appearanceLooks(_ fields: SkinMapping, keys: [String],
                                        context: SkinReadContext) throws(SkinError) -> [Appearance: (settings: TintSettings, mask: (text: String, line: Int, column: Int)?)] {
        var looks: [Appearance: (settings: TintSettings, mask: (text: String, line: Int, column: Int)?)] = [:]
        for other in try fields.appearanceMappings(lookKeys: keys) {
            guard OtherLookRule.hasPlace(catalog: context.hasCatalog) else { throw SkinMapping.appearanceNeedsCatalog(at: other, section: "tab-items", path: context.path) }
            looks[other.appearance] = (try look(other.fields).0, try other.fields.file("mask"))
        }
        return looks
    }
}

extension TabItemsSection {
    /// `mask-size: WxH`, the points an SVG or PDF mask is fitted into, as `--mask-size` reads it.
    static func maskSize(_ fields: SkinMapping) throws(SkinError) -> PointSize? {
        guard let (text, line, column) = try fields.string("mask-size") else { return nil }
        guard let size = PointSize(parsing: text) else {
            throw SkinProblem.invalidValue(detail: "invalid mask size '\(text.excerpt)' for mask-size: expected WIDTHxHEIGHT in points, like 30x30").located(at: fields.path, line: line, column: column)
        }
        return size
    }

    /// `template-icons: true|false`, whether masks also ship as template image sets; nil where
    /// not written. They go into the catalog alone, so `true` needs one.
    static func templateIcons(_ fields: SkinMapping, context: SkinReadContext) throws(SkinError) -> Bool? {
        guard let given = try fields.bool("template-icons") else { return nil }
        if given && !context.hasCatalog {
            let (line, column) = fields.position(of: "template-icons")
            throw SkinProblem.nowhereToWrite(what: "template icons are written as image sets", needs: "catalog").located(at: fields.path, line: line, column: column)
        }
        return given
    }

    /// `title:`, `glow: true` and `badge:` of one item.
    static func previewMarks(_ fields: SkinMapping) throws(SkinError) -> SkinTabItem.PreviewMarks {
        var marks = SkinTabItem.PreviewMarks(title: try fields.string("title")?.text, badge: try fields.string("badge")?.text)
        if try fields.bool("glow") == true {
            let (line, column) = fields.position(of: "glow")
            marks.glow = SkinPosition(line: line, column: column)
        }
        return marks
    }
}

extension SkinInput.Role {
    /// A tab bar item's alpha mask.
    public static let mask = Self(rawValue: "mask")
    /// A tab bar item's selected fill image.
    public static let selectedFill = Self(rawValue: "selected-fill")
    /// A tab bar item's filled mask, the selected template icon's.
    public static let selectedMask = Self(rawValue: "selected-mask")
}
