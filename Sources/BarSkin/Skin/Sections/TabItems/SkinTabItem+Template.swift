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

    /// The mask as a template image set (``TemplateIconOperation``), where the skin has a
    /// catalog and `template-icons` is not false: the SVG or PDF itself (single scale, vector
    /// kept) where the mask is one and is read by alpha, else PNGs at the mask's scales.
    /// Only the light look's mask is used: the system tints a template for every appearance.
    var templateArt: SkinArt? {
        guard templateIcon && toCatalog else { return nil }
        let vector = templateOperation.vectorRefusal == nil
        return SkinArt(name: Self.templateSetName(name), kind: "template",
                       position: nameLine.flatMap { line in nameColumn.map { SkinPosition(line: line, column: $0) } },
                       source: .drawn(operation: 1 + otherLooks.count, output: 0), isLoose: false,
                       imageSet: SkinArt.ImageSetExport(caps: nil, template: true, vector: vector))
    }

    /// The template icon's operation, reading the mask as the tint does.
    var templateOperation: TemplateIconOperation {
        TemplateIconOperation(maskMode: settings.maskMode ?? .alpha)
    }
}
