import Yams

/// Reads the items of a skin file: tab bar items and backgrounds, checking
/// that no two write the same name.
struct SkinItemReader {
    let path: String
    /// Item and background names taken so far, with the line that took them.
    var names: [String: Int] = [:]
    /// Loose outputs and catalog image sets so far, by their lowercase form: as spelled, and the line.
    var looseOutputs: [String: (spelled: String, line: Int)] = [:]
    var imageSets: [String: (spelled: String, line: Int)] = [:]

    init(path: String) {
        self.path = path
    }

    /// The `tab-items` mapping: shared look settings and the `items` list.
    mutating func tabItems(_ node: Node) throws(SkinError) -> [SkinTabItem] {
        let shared = try SkinMapping(node, key: "'tab-items'", context: "tab-items", allowed: SkinKeys.tabItems, path: path)
        let (defaults, defaultFill) = try look(shared)
        guard let list = try shared.list("items") else {
            throw .missingKey(path: path, line: shared.line, column: shared.column, key: "items", context: "tab-items")
        }
        var items: [SkinTabItem] = []
        for node in list {
            let fields = try SkinMapping(node, key: "each of 'items'", context: "a tab item", allowed: SkinKeys.tabItem, path: path)
            let mask = try fields.requiredFile("mask")
            let (name, line, column) = try claim(try fields.string("name"), defaultFrom: mask)
            for suffix in ["-normal", "-selected"] { try claimOutput(name + suffix, imageSet: false, at: line, column: column) }
            let (own, ownFill) = try look(fields)
            var settings = defaults.overridden(by: own)
            var fill: SkinInput? = nil
            if case .image = settings.selectedFill, let written = own.selectedFill != nil ? ownFill : defaultFill {
                let location = SkinPath(text: written.text, line: written.line, column: written.column, skinPath: path)
                fill = SkinInput(path: location, role: .selectedFill, outputName: name)
                settings.selectedFill = .image(path: location.resolved)
            }
            let input = SkinInput(path: SkinPath(text: mask.text, line: mask.line, column: mask.column, skinPath: path), role: .mask, outputName: name)
            items.append(SkinTabItem(mask: input, name: name, settings: settings, selectedFill: fill))
        }
        return items
    }

    /// One entry of `backgrounds`.
    mutating func background(_ node: Node, spec: SkinSpec) throws(SkinError) -> SkinBackground {
        let fields = try SkinMapping(node, key: "each of 'backgrounds'", context: "a background", allowed: SkinKeys.background, path: path)
        let image = try fields.requiredFile("image")
        let (name, nameLine, nameColumn) = try claim(try fields.string("name"), defaultFrom: image)
        if spec.catalog != nil { try claimOutput(name, imageSet: true, at: nameLine, column: nameColumn) }
        let input = SkinInput(path: SkinPath(text: image.text, line: image.line, column: image.column, skinPath: path), role: .background, outputName: name)
        var background = SkinBackground(image: input, name: name, caps: try caps(fields))
        if let (text, line, column) = try fields.string("content-insets") {
            guard let insets = CapInsets(parsing: text) else {
                throw .invalidValue(path: path, line: line, column: column,
                                    detail: "'content-insets' must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT, not '\(text)'")
            }
            background.contentInsets = insets
        }
        background.template = try fields.bool("template") ?? false
        for node in try fields.list("sizes") ?? [] {
            let (line, column) = SkinMapping.position(of: node)
            guard case .scalar(let scalar) = node, let size = PointSize(parsing: scalar.string) else {
                throw .invalidValue(path: path, line: line, column: column,
                                    detail: "each of 'sizes' must be WIDTHxHEIGHT in whole points (like 320x49), not \(SkinMapping.kind(of: node))")
            }
            try claimOutput("\(name)-\(size.width)x\(size.height)", imageSet: false, at: line, column: column)
            background.sizes.append(size)
        }
        return background
    }

    /// `insets` (with `mode`) or `left-cap`/`top-cap`, as `barskin stretch` takes them.
    private func caps(_ fields: SkinMapping) throws(SkinError) -> CapSpecification {
        let leftCap = try fields.int("left-cap", maximum: CapInsets.maximum), topCap = try fields.int("top-cap", maximum: CapInsets.maximum)
        let mode = try fields.string("mode")
        if let (text, line, column) = try fields.string("insets") {
            guard let insets = CapInsets(parsing: text) else {
                throw .invalidValue(path: path, line: line, column: column,
                                    detail: "'insets' must be four whole numbers of points, TOP,LEFT,BOTTOM,RIGHT (like 0,14,0,5), not '\(text)'")
            }
            if leftCap != nil || topCap != nil {
                throw .invalidValue(path: path, line: line, column: column, detail: "'insets' cannot be combined with 'left-cap'/'top-cap'; choose one UIKit call")
            }
            guard let mode else { return .insets(insets, .tile) }
            guard let parsed = ResizingMode(rawValue: mode.text) else {
                throw .invalidValue(path: path, line: mode.line, column: mode.column, detail: "'mode' must be tile or stretch, not '\(mode.text)'")
            }
            return .insets(insets, parsed)
        }
        if let mode {
            throw .invalidValue(path: path, line: mode.line, column: mode.column, detail: "'mode' applies to 'insets'; 'left-cap'/'top-cap' always stretch one point")
        }
        guard leftCap != nil || topCap != nil else {
            throw .missingKey(path: path, line: fields.line, column: fields.column, key: "insets' or 'left-cap'/'top-cap", context: "this background")
        }
        return .legacy(leftCap: leftCap ?? 0, topCap: topCap ?? 0)
    }
}
