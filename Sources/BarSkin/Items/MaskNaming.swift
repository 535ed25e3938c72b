import BarSkinArt
import BarSkinCore

/// How a batch command names the outputs of one mask, from the mask's path below
/// its input folder, and what it warns about that name.
public struct MaskNaming: Sendable {
    /// Each output's kind and path below the output folder, in the operation's role order.
    public var outputs: @Sendable (_ relativePath: String) -> [(kind: String, path: String)]
    /// Warnings about an input's name, repeated on every run.
    public var warnings: @Sendable (_ input: String) -> [any LocatedError]

    /// A rule from its parts.
    public init(outputs: @escaping @Sendable (String) -> [(kind: String, path: String)],
                warnings: @escaping @Sendable (String) -> [any LocatedError] = { _ in [] }) {
        self.outputs = outputs
        self.warnings = warnings
    }

    /// `tint`: `chat@2x.png` gives `chat-normal@2x.png` and `chat-selected@2x.png`.
    public static let tint = MaskNaming(outputs: { path in
        let paths = TintNames.outputPaths(for: path)
        return [("normal", paths.normal), ("selected", paths.selected)]
    }, warnings: TintNames.nameWarnings(for:))

    /// `glow` and `shadow`: the mask's own name, or with `suffix` after its stem
    /// (`chat@2x.png` gives `chat-glow@2x.png`), so two kinds can share a folder.
    public static func keepingName(kind: String, suffix: String = "") -> MaskNaming {
        MaskNaming(outputs: { path in
            guard !suffix.isEmpty else { return [(kind, path)] }
            let name = AssetFileName(parsing: PathText.fileName(of: path))
            return [(kind, String(path.dropLast(PathText.fileName(of: path).count)) + name.withStem(name.stem + suffix).fileName)]
        })
    }
}
