/// What a team's own SwiftGen `xcassets` stencil (`templatePath:`) generates for images, read from
/// the stencil's text: the types it extends with one static per image (nos: `extension Image {
/// static let {{asset.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords}} = Image("{{asset.value}}") }`
/// gives `Image.tabIconHome`). The generated file is written by a build phase and seldom committed.
struct SwiftGenTemplate: Equatable {
    /// The types whose statics name images, in the stencil's order.
    var imageTypes: [String]

    /// Reads a stencil; nil where its image accessors are not of the one shape understood here (named
    /// as SwiftGen's own templates name constants, one flat static per image).
    init?(stencil text: String) {
        var types: [String] = [], currentType: String?, assetType: String?
        // A nested enum per folder is a shape this reading does not know.
        let nestsFolders = text.contains("enum {{")
        for line in text.split(whereSeparator: \.isNewline) {
            if let declared = Self.declaredType(line) { currentType = declared }
            if let range = line.range(of: "asset.type == \"") {
                assetType = String(line[range.upperBound...].prefix { $0 != "\"" })
            }
            guard line.contains("static let {{") || line.contains("static var {{") else { continue }
            let isImage = assetType == "image" || ["Image(", "UIImage(", "NSImage(", "ImageAsset"].contains { line.contains($0) }
            guard isImage else { continue }
            // Another naming is a shape this reading does not know either.
            guard line.contains("{{asset.name|swiftIdentifier:\"pretty\"|lowerFirstWord"), !nestsFolders,
                  let currentType else { return nil }
            if !types.contains(currentType) { types.append(currentType) }
        }
        guard !types.isEmpty else { return nil }
        imageTypes = types
    }

    /// The type a line opens, `extension Image {` or `enum Images {`, unless a stencil expression names it.
    private static func declaredType(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == ":" })
        guard let keyword = words.firstIndex(where: { ["extension", "enum", "struct", "class"].contains($0) }),
              keyword + 1 < words.count, !words[keyword + 1].contains("{{") else { return nil }
        let name = words[keyword + 1]
        return name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? String(name) : nil
    }
}
