import BarSkinArt
import BarSkinCore

/// The generated Swift file applying the skin to an app's bars (``AppearanceSwift``): one text
/// file, written beside the catalog as `BarSkinAppearance.swift` or where `appearance: {swift: FILE}`
/// or `build --appearance-swift FILE` puts it.
public struct SkinAppearanceCode: SkinItem, Hashable {
    /// Whether `path` names a Swift file the appearance code may be written to: a name before `.swift`.
    public static func isSwiftFileName(_ path: String) -> Bool {
        path.hasSuffix(".swift") && PathText.fileName(of: path).count > ".swift".count
    }

    /// The code.
    public var code: AppearanceSwift
    /// Where it goes; nil for beside the catalog.
    public var file: SkinPath?
    /// The `appearance` key, or the skin's top where a flag asked for the file.
    public var location: SkinPath
    /// The name the file takes beside the catalog.
    public static let defaultFileName = "BarSkinAppearance.swift"
    /// The file's kind in `--json` and the manifest.
    public static let fileKind = "swift"

    /// The code for `items` (the skin's other items), or nil where they hold no bar.
    public init?(showing items: [any SkinItem], file: SkinPath?, glass: Bool, location: SkinPath) {
        let skin = location.skin.map(PathText.fileName(of:)) ?? "the command line"
        guard let code = AppearanceSwift(skinName: skin, glass: glass, items: items) else { return nil }
        self.code = code
        self.file = file
        self.location = location
    }

    /// Named for messages, `--json` and the manifest.
    public var name = "appearance"
    /// Read from nothing: the code is the skin's.
    public var inputs: [SkinInput] { [] }
    /// No images.
    public var arts: [SkinArt] { [] }
    /// The Swift file.
    public var textFiles: [SkinTextFile] {
        [SkinTextFile(path: file, defaultName: Self.defaultFileName, kind: Self.fileKind, bytes: code.bytes)]
    }

    /// Beside the catalog it needs one; a file of its own needs none, but its symbols still do.
    public func missingFolder(output: Bool, catalog: Bool, ninePatch: Bool) -> SkinError? {
        guard !catalog else { return nil }
        return SkinProblem.nowhereToWrite(what: "the appearance code names the catalog's symbols", needs: "catalog")
            .located(at: location.reportedAt, line: location.line, column: location.column)
    }

    /// Nothing is drawn.
    public func operations(decoder: PNGDecoder) throws -> [any ImageOperation] { [] }
}
