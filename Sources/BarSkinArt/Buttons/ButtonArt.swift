import BarSkinCore

/// A navigation bar button drawn from a ``ButtonLook`` with no inputs: one
/// image per ``ButtonState``, titled, or untitled at its narrowest for an app
/// that stretches it and sets the title at run time.
public protocol ButtonArt: ImageOperation, Hashable {
    /// The kind's name in identifiers (`back-button`).
    static var name: String { get }
    /// Bumped whenever the drawing changes, so old files are rebuilt.
    static var version: Int { get }
    /// The body's outline.
    static var shape: ButtonShape { get }
    /// Where the title is centred (the recipe's `titleEdgeInsets`).
    static var titleInsets: TitleInsets { get }
    /// The caps an app stretches the art with, in points.
    static var capInsets: CapInsets { get }
    /// The title, nil for the untitled stretchable art.
    var title: ButtonTitle? { get }
    /// The colours, font and height.
    var look: ButtonLook { get }
}

extension ButtonArt {
    /// `normal`, `highlighted`: ``ButtonState``'s cases.
    public var outputRoles: [String] { ButtonState.allCases.map(\.rawValue) }

    /// The narrowest art: both caps and one stretchable point between them.
    public static var minimumWidth: Int { capInsets.left + 1 + capInsets.right }

    /// The size in points. Titled: the recipe's rule, title width plus 1.5 ×
    /// ``ButtonLook/widthRuleCap`` (15) rounded up to a whole point, at least
    /// ``minimumWidth`` and at most ``ButtonLook/maximumWidth`` (160) where
    /// longer titles are cut. Untitled: ``minimumWidth``.
    public var pointSize: PointSize {
        guard let title else { return PointSize(width: Self.minimumWidth, height: look.height) }
        let rule = Int((title.width + 1.5 * ButtonLook.widthRuleCap).rounded(.up))
        let width = title.isTruncated ? ButtonLook.maximumWidth : min(ButtonLook.maximumWidth, max(Self.minimumWidth, rule))
        return PointSize(width: width, height: look.height)
    }

    /// The caps: titled art stretches too (an app may widen it), by the same insets.
    public var capSpecification: CapSpecification { .insets(Self.capInsets, .stretch) }

    /// The body's box in points: the art less its bottom point, which holds the emboss line.
    public var bodyRect: Rect { Rect(x: 0, y: 0, width: Double(pointSize.width), height: Double(look.height - 1)) }

    /// Where the title is centred, in points.
    public var titleArea: Rect { Self.titleInsets.inset(bodyRect) }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "\(Self.name)/\(Self.version) title=\(title.map { "'\($0.text)'" } ?? "none") "
            + "size=\(pointSize.width)x\(pointSize.height) " + look.identifier
    }

    /// A readable summary, e.g. for logs.
    public var description: String {
        "\(Self.name) \(title?.description ?? "(stretchable, untitled)"), \(pointSize.width)x\(pointSize.height) pt"
            + (title?.isTruncated == true ? ", title cut" : "")
    }

    /// Draws the normal and the highlighted image at `scale`.
    /// - Throws: ``DrawingError`` when cairo fails; ``TextError`` when the font has gone.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.isEmpty, "\(Self.name) is drawn, not made from images")
        let renderer = ButtonRenderer(shape: Self.shape, look: look, size: pointSize, title: title, titleArea: titleArea)
        return Rendering(images: try ButtonState.allCases.map { try renderer.draw($0, scale: scale) })
    }
}
