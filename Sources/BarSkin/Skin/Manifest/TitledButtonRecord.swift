import BarSkinArt
import BarSkinCore
import Foundation

/// A titled button BarSkin drew, found from the build record beside it: its art is
/// exactly as wide as its title needs and has no stretchable part, so stretching it
/// would stretch the title. `stretch` refuses such a file and says what to do instead.
public struct TitledButtonRecord: Sendable, Equatable {
    /// The button's kind, as drawn (`BackButton`, `BarButton`).
    public var kind: String
    /// The title the art carries.
    public var title: String

    /// How far up from the image the record is looked for: a loose PNG sits in the
    /// output folder, an image set's file three folders below it (`Out/App.xcassets/X.imageset`).
    static let levelsUp = 4

    /// The titled button a build recorded writing at `path` with the bytes it still has;
    /// nil for any other file, or one changed since (it is the user's now).
    public static func find(for path: String) -> TitledButtonRecord? {
        let absolute = URL(fileURLWithPath: PathText.absolute(path)).standardized.path
        guard let bytes = try? FileBytes.read(absolute) else { return nil }
        var folder = PathText.folder(of: absolute)
        for _ in 0..<levelsUp {
            for manifest in records(in: folder) {
                for item in manifest.items.values {
                    guard let output = item.outputs[absolute], let operation = output.operation else { continue }
                    guard output.sha256 == PixelDigest.sha256(of: bytes) else { return nil }
                    return parse(operation)
                }
            }
            guard folder != "/", !folder.isEmpty else { break }
            folder = PathText.folder(of: folder)
        }
        return nil
    }

    /// The build records (`.NAME.barskin.json`) in `folder`, sorted, that read.
    private static func records(in folder: String) -> [SkinManifest] {
        BuildRecordName.records(in: folder).compactMap { name in
            let manifest = SkinManifest.load(from: folder + "/" + name)
            return manifest.problem == nil ? manifest : nil
        }
    }

    /// The kind and title of a button operation's identifier (`BackButton/1 title='Back' size=…`).
    static func parse(_ operation: String) -> TitledButtonRecord? {
        let kinds = ButtonKind.allCases.map(\.rawValue)
        guard let kind = kinds.first(where: { operation.hasPrefix($0 + "/") }),
              let start = operation.range(of: " title='"), let end = operation.range(of: "' size=", options: .backwards),
              start.upperBound <= end.lowerBound else { return nil }
        return TitledButtonRecord(kind: kind, title: String(operation[start.upperBound..<end.lowerBound]))
    }
}
