import BarSkinArt
import BarSkinCore

extension SkinTabItem {
    /// The name of an item's template icon set: `NAME-template`, whose `ImageResource`
    /// symbol Xcode makes `nameTemplate` (`star-template` is `.starTemplate`). The one
    /// place the name is made; the suffix keeps it apart from the tinted `NAME-normal` and
    /// `NAME-selected`, and from a set Xcode would read as a template by name alone (one
    /// ending in `Template`, asset catalog format reference).
    public static func templateSetName(_ name: String) -> String {
        name + "-template"
    }

    /// The selected template of a filled and outline pair: `NAME-selected-template`
    /// (`.starSelectedTemplate`), beside the tinted `NAME-selected`.
    public static func selectedTemplateSetName(_ name: String) -> String {
        name + "-selected-template"
    }

    /// The mask as a template image set (``TemplateIconOperation``), where the skin has a
    /// catalog and `template-icons` is not false: the SVG or PDF itself (single scale, vector
    /// kept) where the mask is one and is read by alpha, else PNGs at the mask's scales.
    /// Only the light look's mask is used: the system tints a template for every appearance.
    var templateArt: SkinArt? {
        guard templateIcon && toCatalog else { return nil }
        return template(named: Self.templateSetName(name), operation: 1 + otherLooks.count)
    }

    /// The selected template, from ``selectedMask``, where the skin gives one: drawn as
    /// ``templateArt`` is, from that family's file at each of the mask's scales.
    var selectedTemplateArt: SkinArt? {
        guard templateArt != nil, let selectedMask else { return nil }
        var art = template(named: Self.selectedTemplateSetName(name), operation: 2 + otherLooks.count)
        art.kind = "selected-template"
        art.lookFamily = lookFamilies.firstIndex { $0.path.text == selectedMask.path.text }
        return art
    }

    /// A template image set drawn by operation `operation`.
    private func template(named setName: String, operation: Int) -> SkinArt {
        SkinArt(name: setName, kind: "template", position: nameLine.flatMap { line in nameColumn.map { SkinPosition(line: line, column: $0) } },
                source: .drawn(operation: operation, output: 0), isLoose: false,
                imageSet: SkinArt.ImageSetExport(caps: nil, template: true, vector: templateOperation.vectorRefusal == nil))
    }

    /// The template icon's operation, reading the mask as the tint does.
    var templateOperation: TemplateIconOperation {
        TemplateIconOperation(maskMode: settings.maskMode ?? .alpha)
    }
}

extension SkinTabItem {
    /// The name of an item's custom symbol set: `NAME-symbol`, loaded as `UIImage(named: "NAME-symbol")`
    /// or `Image("NAME-symbol")`, beside its template image set.
    public static func symbolSetName(_ name: String) -> String {
        name + "-symbol"
    }

    /// Its custom symbol, where `symbols: true` asks for one and the skin has a catalog.
    public var symbolSets: [SkinSymbolSet] {
        guard let symbol, toCatalog else { return [] }
        return [SkinSymbolSet(name: Self.symbolSetName(name), position: symbol)]
    }
}
