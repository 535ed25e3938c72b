import BarSkinCore

/// A font fontconfig has: the family pango is told to use, with the file and
/// version that reach the pixels, so an identifier changes when the font does.
///
/// Made only by resolving a name or loading a file (``init(family:)``,
/// ``init(file:)``), so holding one means the family exists on this machine.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The family as the font spells it (`Liberation Sans`).
    public let family: String
    /// The file fontconfig picked for the bold face (or the file given).
    public let file: String
    /// The font's own version (fontconfig's `fontversion`, 16.16 fixed point), 0 when it has none.
    public let version: Int

    /// Liberation Sans: metrically compatible with Helvetica, the classic iPhone face.
    public static let defaultFamily = "Liberation Sans"
    /// The Debian and Ubuntu package that installs ``defaultFamily``.
    public static let defaultFamilyPackage = "fonts-liberation2"
    /// Families Linux has no font for, and the Liberation family made to their
    /// metrics that fontconfig substitutes: asking for Helvetica, the classic
    /// iPhone face, is asking for the same layout. Keyed by lowercase name.
    public static let metricCompatible = [
        "helvetica": "Liberation Sans", "arial": "Liberation Sans", "times": "Liberation Serif",
        "times new roman": "Liberation Serif", "courier": "Liberation Mono", "courier new": "Liberation Mono",
    ]

    /// The bold face of `family`, which fontconfig must really have: a name it
    /// would answer with another family's font is refused, except the Liberation
    /// family made to its metrics (``metricCompatible``: Helvetica is Liberation Sans).
    /// - Throws: ``TextError/fontNotFound(family:)``.
    public init(family: String = defaultFamily) throws {
        self = try FontCatalog.face(family: family)
    }

    /// The font in the file at `path`, added to the process's fonts so pango can use it.
    /// - Throws: ``TextError/fontFileMissing(path:)`` or ``TextError/fontFileUnreadable(path:)``.
    public init(file path: String) throws {
        self = try FontCatalog.face(file: path)
    }

    init(family: String, file: String, version: Int) {
        (self.family, self.file, self.version) = (family, file, version)
    }

    /// A stable text for cache keys: the family, the file's name (not its folder,
    /// which differs between machines with the same font) and the version.
    public var identifier: String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "'\(family)' file=\(fileName) version=\(version)"
    }

    /// `Liberation Sans (LiberationSans-Bold.ttf)`.
    public var description: String {
        "\(family) (\(file.split(separator: "/").last.map(String.init) ?? file))"
    }
}
