import BarSkinCore

/// The vector files a mask may be: an SVG (drawn by librsvg) or a PDF's first
/// page (drawn by poppler), told by the file's extension, in any case.
public enum VectorFormat: String, Sendable, CaseIterable {
    case svg, pdf

    /// The format `path`'s extension names, or nil for any other file.
    public init?(path: String) {
        let name = PathText.fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// Whether a file name is an SVG or PDF, in any case: what a folder walk takes beside PNGs.
    public static func isVectorName(_ name: String) -> Bool {
        VectorFormat(path: name) != nil
    }

    /// The library that draws it, in messages.
    public var libraryName: String { self == .svg ? "librsvg" : "poppler" }

    /// The format's name in messages (`SVG`, `PDF`).
    public var displayName: String { rawValue.uppercased() }
}
