import BarSkinArt
import BarSkinCore
import Yams

/// `backgrounds:`: stretchable art shipped with its caps (image sets, 9-patches)
/// and rendered at fixed sizes.
enum BackgroundsSection: SkinSection {
    static let key = "backgrounds"
    /// The keys of a look, which `dark:` and the other appearances may give again.
    static let lookKeys = ["image", "insets", "mode", "left-cap", "top-cap", "content-insets"]
    static let itemKeys = ["image", "name", "insets", "mode", "left-cap", "top-cap", "content-insets", "template", "sizes"] + SkinMapping.appearanceKeys

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        var items: [any SkinItem] = []
        for node in try top.list(key) ?? [] { items.append(try background(node, context: &context)) }
        return items
    }

    /// One entry of `backgrounds`.
    private static func background(_ node: Node, context: inout SkinReadContext) throws(SkinError) -> SkinBackground {
        let path = context.path
        let fields = try SkinMapping(node, key: "each of 'backgrounds'", context: "a background", allowed: itemKeys, path: path)
        let image = try fields.requiredFile("image")
        let (name, nameLine, nameColumn) = try context.claim(try fields.string("name"), defaultFrom: image)
        let input = SkinInput(path: SkinPath(text: image.text, line: image.line, column: image.column, skinPath: path), role: .background,
                              noun: "background art", outputName: name)
        var background = SkinBackground(image: input, name: name, caps: .legacy(leftCap: 0, topCap: 0),
                                        nameLocation: SkinPosition(line: nameLine, column: nameColumn))
        // The image set's name is claimed before the caps are read, each size as it is read, so a clash is reported first.
        try context.claim(arts: background.arts)
        background.caps = try caps(fields)
        background.tileLocation = try tileLocation(fields)
        background.contentInsets = try contentInsets(fields)
        background.otherLooks = try looks(fields, name: name, context: context)
        background.template = try fields.bool("template")
        for node in try fields.list("sizes") ?? [] {
            let (line, column) = SkinMapping.position(of: node)
            guard case .scalar(let scalar) = node, let size = PointSize(parsing: scalar.string) else {
                throw SkinProblem.invalidValue(detail: "each of 'sizes' must be WIDTHxHEIGHT in whole points (like 320x49), not \(SkinMapping.kind(of: node))").located(at: path, line: line, column: column)
            }
            background.sizes.append(size)
            background.sizeLocations.append(SkinPosition(line: line, column: column))
            try context.claim(arts: [background.arts[background.sizes.count - 1]])
        }
        return background
    }

    /// Where `mode: tile` is written, if it is.
    static func tileLocation(_ fields: SkinMapping) throws(SkinError) -> SkinPosition? {
        guard let (text, line, column) = try fields.string("mode"), text == ResizingMode.tile.rawValue else { return nil }
        return SkinPosition(line: line, column: column)
    }

    /// `content-insets`, if given.
    static func contentInsets(_ fields: SkinMapping) throws(SkinError) -> CapInsets? {
        guard let (text, line, column) = try fields.string("content-insets") else { return nil }
        guard let insets = CapInsets(parsing: text) else {
            throw SkinProblem.invalidValue(detail: "'content-insets' must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT, not '\(text.excerpt)'").located(at: fields.path, line: line, column: column)
        }
        return insets
    }

    /// `insets` (with `mode`) or `left-cap`/`top-cap`, as `barskin stretch` takes them.
    static func caps(_ fields: SkinMapping) throws(SkinError) -> CapSpecification {
        let path = fields.path
        let leftCap = try fields.int("left-cap", maximum: CapInsets.maximum), topCap = try fields.int("top-cap", maximum: CapInsets.maximum)
        let mode = try fields.string("mode")
        if let (text, line, column) = try fields.string("insets") {
            guard let insets = CapInsets(parsing: text) else {
                throw SkinProblem.invalidValue(detail: "'insets' must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT (like 0,14,0,5), not '\(text.excerpt)'").located(at: path, line: line, column: column)
            }
            if leftCap != nil || topCap != nil {
                throw SkinProblem.invalidValue(detail: "'insets' cannot be combined with 'left-cap'/'top-cap'; choose one UIKit call").located(at: path, line: line, column: column)
            }
            guard let mode else { return .insets(insets, .tile) }
            guard let parsed = ResizingMode(rawValue: mode.text) else {
                throw SkinProblem.invalidValue(detail: "'mode' must be \(ResizingMode.choices), not '\(mode.text.excerpt)'").located(at: path, line: mode.line, column: mode.column)
            }
            return .insets(insets, parsed)
        }
        if let mode {
            throw SkinProblem.invalidValue(detail: "'mode' applies to 'insets'; 'left-cap'/'top-cap' always stretch one point").located(at: path, line: mode.line, column: mode.column)
        }
        guard leftCap != nil || topCap != nil else {
            throw SkinProblem.missingKey(key: "insets' or 'left-cap'/'top-cap", context: "this background").located(at: path, line: fields.line, column: fields.column)
        }
        return .legacy(leftCap: leftCap ?? 0, topCap: topCap ?? 0)
    }
}

extension SkinInput.Role {
    /// Stretchable background art.
    public static let background = Self(rawValue: "background")
}
