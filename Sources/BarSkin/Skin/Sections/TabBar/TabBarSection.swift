/// `tab-bar:`: the tab bar's drawn art from a few colours (``SkinTabBar``).
enum TabBarSection: SkinSection {
    static let key = "tab-bar"
    static let keys = ["height", "color", "selection", "selection-color", "corner-radius", "glow", "indicator", "gloss", "widths", "scales"]

    static func items(in top: SkinMapping, context: inout SkinReadContext) throws(SkinError) -> [any SkinItem] {
        guard let value = top.values[key] else { return [] }
        let path = context.path
        let fields = try SkinMapping(value.node, key: "'tab-bar'", context: "tab-bar", allowed: keys, path: path)
        let location = SkinPath(text: key, line: value.line, column: value.column, skinPath: path)
        func color(_ key: String) throws(SkinError) -> Color? {
            guard let (text, line, column) = try fields.string(key) else { return nil }
            do { return Color(try TintSettings.color(text, key: "'\(key)'")) } catch {
                throw .invalidValue(path: path, line: line, column: column, detail: error.message)
            }
        }
        var glowColor: Color? = nil, glow = true
        if let (text, _, _) = try fields.string("glow"), text == "true" || text == "false" {
            glow = text == "true"
        } else {
            glowColor = try color("glow")
        }
        var radius = 3.0
        if let (text, line, column) = try fields.string("corner-radius") {
            guard let value = Double(text), value.isFinite else {
                throw .invalidValue(path: path, line: line, column: column, detail: "'corner-radius' must be a number of points, not '\(text)'")
            }
            radius = value
        }
        let height = try fields.int("height", maximum: TabBarLook.heights.upperBound) ?? 49
        let (bar, selection) = (try color("color") ?? TabBarLook.defaultColor, try color("selection-color") ?? TabBarLook.defaultSelection)
        let look: TabBarLook
        do {
            look = try TabBarLook(height: height, color: bar, selection: selection,
                                  cornerRadius: radius,
                                  glow: glowColor ?? TabBarLook.defaultGlow)
        } catch {
            let (line, column) = lookLocation(of: error, fields: fields)
            throw .invalidValue(path: path, line: line, column: column, detail: (error as? TabBarArtError)?.message ?? "\(error)")
        }
        var item = SkinTabBar(look: look, selection: try fields.bool("selection") ?? true, glow: glow,
                              indicator: try fields.bool("indicator") ?? true, gloss: try fields.bool("gloss") ?? true,
                              toCatalog: context.hasCatalog, location: location)
        item.widths = try numbers("widths", in: fields, allowed: TabBarBackground.widths, noun: "width in whole points")
        item.scales = try numbers("scales", in: fields, allowed: 1...3, noun: "scale").nonEmpty ?? [1, 2, 3]
        try context.claim(arts: item.arts)
        return [item]
    }

    /// Where a look error points: the key whose value it names.
    private static func lookLocation(of error: any Error, fields: SkinMapping) -> (Int, Int) {
        let key = switch error as? TabBarArtError {
        case .heightOutOfRange?: "height"
        case .cornerRadiusOutOfRange?: "corner-radius"
        default: "tab-bar"
        }
        return fields.values[key].map { ($0.line, $0.column) } ?? (fields.line, fields.column)
    }

    /// A list of whole numbers in `allowed`, each located when it is not.
    private static func numbers(_ key: String, in fields: SkinMapping, allowed: ClosedRange<Int>, noun: String) throws(SkinError) -> [Int] {
        var numbers: [Int] = []
        for node in try fields.list(key) ?? [] {
            let (line, column) = SkinMapping.position(of: node)
            guard case .scalar(let scalar) = node, scalar.string.allSatisfy(\.isASCIIDigit), let number = Int(scalar.string),
                  allowed.contains(number), !numbers.contains(number) else {
                throw .invalidValue(path: fields.path, line: line, column: column, detail: "each of '\(key)' must be a \(noun) "
                                    + "from \(allowed.lowerBound) to \(allowed.upperBound), given once, not \(SkinMapping.kind(of: node))")
            }
            numbers.append(number)
        }
        return numbers
    }
}

private extension Array {
    /// The array, or nil when it is empty.
    var nonEmpty: Self? { isEmpty ? nil : self }
}
