import BarSkinCore

/// One image of the classic tab bar, drawn from a ``TabBarLook`` with no
/// inputs; its name is a static, so a type is one image.
public protocol TabBarPiece: DrawnArt, Hashable {
    /// The image's name in an app, as the seed names its file (`TabBarBackground`).
    static var name: String { get }
    /// Bumped whenever the piece's drawing changes, so old files are rebuilt.
    static var version: Int { get }
    /// The colours and sizes it is drawn from.
    var look: TabBarLook { get }
    /// The parameters besides the look that reach the pixels, for ``identifier``.
    var parameterText: String { get }
}

extension TabBarPiece {
    /// ``name``: each piece type draws one image.
    public var artName: String { Self.name }

    /// No parameters besides the look, unless the piece says otherwise.
    public var parameterText: String { "" }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "\(Self.name)/\(Self.version) size=\(pointSize.width)x\(pointSize.height)"
            + (parameterText.isEmpty ? "" : " " + parameterText) + " " + look.identifier
    }
}
