import BarSkinArt
import BarSkinCore

/// The navigation bar's drawn art: its background and titled back and bar
/// buttons (normal and highlighted), each at every scale.
public struct SkinNavBar: SkinItem, Hashable {
    /// The bar's colours and height.
    public var look: NavigationBarLook
    /// Whether the background is drawn (a command may draw only buttons).
    public var background = true
    /// Portrait (30-point) or landscape (24-point) buttons.
    public var metrics: ButtonMetrics = .portrait
    /// The title font: a family or a font file; nil for Liberation Sans.
    public var font: String?
    /// Where `font` was written.
    public var fontPosition: SkinPosition?
    /// Its looks in other appearances (dark, high contrast), each drawn as art of its own.
    public var otherLooks: [SkinAppearanceLook<NavigationBarLook>] = []
    /// Point widths the background is also rendered at.
    public var widths: [Int]
    /// The buttons, back buttons first, in the order written.
    public var buttons: [SkinButton]
    /// The scales drawn.
    public var scales: [Int]
    /// Whether the art becomes image sets (with their caps) rather than PNGs.
    public var toCatalog: Bool
    /// The `nav-bar` key.
    public var location: SkinPath

    /// A section from its parts.
    public init(look: NavigationBarLook = .classic, font: String? = nil, fontPosition: SkinPosition? = nil, widths: [Int] = [],
                buttons: [SkinButton] = [], scales: [Int] = [1, 2, 3], toCatalog: Bool, location: SkinPath) {
        self.look = look
        self.font = font
        self.fontPosition = fontPosition
        self.widths = widths
        self.buttons = buttons
        self.scales = scales
        self.toCatalog = toCatalog
        self.location = location
    }

    /// Named for messages and `--json`.
    public var name: String { "nav-bar" }
    /// Drawn from nothing (the font is not an image).
    public var inputs: [SkinInput] { [] }
    /// The scales asked for.
    public var drawnScales: [Int] { scales }

    /// `NavigationBarBackground` (and `-WIDTH`), then each button's normal and highlighted art,
    /// in the light look and then in each of ``otherLooks``.
    public var arts: [SkinArt] {
        let looks = [SkinAppearanceLook(.any, look)] + otherLooks
        let drawn = looks.map { ($0.appearance, pieces(of: $0.look)) }
        return SkinDrawnArt.arts(SkinDrawnArt.appearances(drawn, operationsPerLook: operationsPerLook, toCatalog: toCatalog,
                                                         drawnBy: looks.firstEqualIndices(by: \.look)),
                                 toCatalog: toCatalog, at: location)
    }

    /// The backgrounds, then one operation per button.
    private var operationsPerLook: Int { (background ? 1 : 0) + widths.count + buttons.count }

    /// The art of one look, its operations numbered from 0.
    private func pieces(of look: NavigationBarLook) -> [SkinDrawnArt] {
        // Types spelled out: inferred, this expression cost seconds of every build's type-checking.
        let sizes: [Int?] = (self.background ? [nil] : []) + widths.map { Optional($0) }
        let stretchable: CapSpecification? = (try? NavigationBarBackground(look: look))?.capSpecification
        var background: [SkinDrawnArt] = []
        for (index, width) in sizes.enumerated() {
            let name = width.map { "NavigationBarBackground-\($0)" } ?? "NavigationBarBackground"
            background.append(SkinDrawnArt(name: name, kind: width == nil ? "art" : "sized", operation: index,
                                           caps: width == nil ? stretchable : nil, alwaysLoose: width != nil))
        }
        let first = background.count
        let buttons = self.buttons.enumerated().flatMap { index, button in
            [SkinDrawnArt(name: button.name, operation: first + index, output: 0, caps: button.caps),
             SkinDrawnArt(name: button.name + "-highlighted", operation: first + index, output: 1, caps: button.caps)]
        }
        return background + buttons
    }

    /// A font named by a family or, ending in `.ttf`, `.otf` or `.ttc`, by its file.
    /// - Throws: ``TextError`` for a font that is not there.
    public static func face(_ font: String) throws -> FontFace {
        [".ttf", ".otf", ".ttc"].contains { font.lowercased().hasSuffix($0) } ? try FontFace(file: font) : try FontFace(family: font)
    }

    /// The art goes to the catalog or to `output`; widths always to `output`.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        let (skin, line, column) = (location.reportedAt, location.line, location.column)
        if !output && !catalog {
            return SkinProblem.nowhereToWrite(what: "the navigation bar's art is written as PNGs or image sets", needs: "output' or 'catalog").located(at: skin, line: line, column: column)
        }
        if !output && !widths.isEmpty {
            return SkinProblem.nowhereToWrite(what: "the nav bar's 'widths' are rendered as PNGs", needs: "output").located(at: skin, line: line, column: column)
        }
        return nil
    }

    /// The background, its widths and the buttons, with the font resolved now (a
    /// missing font is an error at `font`, a title it cannot set one at the title).
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] {
        let face: FontFace?
        do { face = try font.map(Self.face) } catch let error as TextError {
            let at = fontPosition ?? location.position
            throw error.located(at: location.reportedAt, line: at?.line, column: at?.column)
        }
        return try ([look] + otherLooks.map(\.look)).flatMap { look in try operations(of: look, face: face) }
    }

    /// A title wider than a button holds is drawn cut, which a reader of the skin should hear of.
    public func warnings(variants: [SkinImageVariant]) -> [any LocatedError] {
        guard !buttons.isEmpty, let operations = try? operations(decoder: PNGDecoder()) else { return [] }
        let first = (background ? 1 : 0) + widths.count
        return buttons.indices.compactMap { index -> (any LocatedError)? in
            guard first + index < operations.count, let art = operations[first + index] as? ButtonArt,
                  let title = art.title, title.isTruncated, let width = art.ruleWidth else { return nil }
            return SkinBuildNote.titleCut(title: title.text, width: width, limit: ButtonLook.maximumWidth).located(at: location.reportedAt, line: buttons[index].position?.line, column: buttons[index].position?.column)
        }
    }

    /// One look's background, widths and buttons.
    private func operations(of look: NavigationBarLook, face: FontFace?) throws -> [any ImageOperation] {
        let backgrounds: [any ImageOperation] = try (background ? [NavigationBarBackground(look: look)] : [])
            + widths.map { try NavigationBarBackground(look: look, width: $0) }
        let buttonLook: ButtonLook
        do {
            buttonLook = try ButtonLook(bar: look, font: face, metrics: metrics)
        } catch let error as TextError {
            let at = fontPosition ?? location.position
            throw error.located(at: location.reportedAt, line: at?.line, column: at?.column)
        }
        return try backgrounds + buttons.map { button in
            do { return try button.operation(look: buttonLook) } catch let error as ButtonError {
                throw error.located(at: location.reportedAt, line: button.position?.line, column: button.position?.column)
            } catch let error as TextError {
                throw error.located(at: location.reportedAt, line: button.position?.line, column: button.position?.column)
            }
        }
    }
}
