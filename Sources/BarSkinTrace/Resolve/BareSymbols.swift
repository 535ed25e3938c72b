import BarSkinCore

/// Judges bare `.name` members that an image set's generated symbol could be:
/// a use of the image, unless the project or the system has a member of the same
/// name, when it is only evidence (the image is `possibly-used`, and the evidence says why).
enum BareSymbols {
    /// Members SwiftUI and UIKit types have that are also common image names:
    /// `.checkmark` may be a cell's accessory, `.close` a bar button.
    static let systemMembers: Set<String> = [
        "actionSheet", "add", "action", "alert", "all", "always", "badge", "destructive", "error", "heavy", "image", "link",
        "never", "rigid", "soft", "sound", "success", "text", "warning", "automatic", "black", "blue", "bold", "bookmarks", "bottom", "camera", "cancel", "center",
        "checkmark", "circle", "clear", "close", "compose", "compact", "custom", "dark", "default", "detailButton", "disabled",
        "disclosureIndicator", "done", "edit", "fastForward", "fill", "fit", "gray", "green", "grouped", "headline", "highlighted",
        "horizontal", "infoDark", "infoLight", "large", "leading", "light", "main", "medium", "none", "normal", "orange",
        "organize", "pause", "pink", "play", "plain", "primary", "purple", "red", "redo", "refresh", "regular", "reply",
        "rewind", "save", "search", "secondary", "selected", "small", "stop", "system", "title", "top", "trailing", "trash",
        "undo", "vertical", "white", "yellow", "zero",
    ]

    /// The uses that count as references, and the evidence the ambiguous ones give, by the sets they may name.
    /// Where the project spells no symbol out anywhere (`Image(.x)`, `ImageResource.x`, `UIImage(resource:)`),
    /// it likely predates Xcode 15's symbols, and every bare use is only evidence.
    static func judge(_ uses: [BareSymbolUse], declarations: SourceDeclarations, generated: GeneratedNames,
                      projectSpellsSymbols: Bool) -> (references: [ImageReference], evidence: [FindingEvidence: [AssetKey]]) {
        var references: [ImageReference] = []
        var evidence: [FindingEvidence: [AssetKey]] = [:]
        for bare in uses {
            let use = bare.reference
            guard case .symbol(let path) = use.target, let sets = generated.symbols[path] else { continue }
            let root = String(path.prefix { $0 != "." })
            let note: String?
            if bare.goesToImageParameter {
                note = nil
            } else if let otherMeaning = bare.otherMeaning {
                note = otherMeaning
            } else if let place = declarations.members[root] {
                note = "the member '\(root)' declared at \(place)"
            } else if systemMembers.contains(root) {
                note = "a SwiftUI or UIKit member of that name"
            } else if !projectSpellsSymbols {
                // No code spells a symbol out: the project likely predates them, and `.bold` is a font's.
                continue
            } else {
                note = nil
            }
            guard let note else {
                references.append(use)
                continue
            }
            // A preview's use is set aside as a reference is; as evidence it would still count.
            guard !use.inPreview else { continue }
            let piece = FindingEvidence(kind: .assetSymbol, text: use.displayName, file: use.file, line: use.line, column: use.column, note: note)
            evidence[piece] = sets.map(\.key)
        }
        return (references, evidence)
    }
}
