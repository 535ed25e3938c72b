import BarSkinCore

/// A navigation bar button drawn from a ``ButtonLook`` with no inputs: one
/// image per ``ButtonState``, titled, or untitled at its narrowest for an app
/// that stretches it and sets the title at run time.
public struct ButtonArt: ImageOperation, Hashable {
    /// Bumped whenever the drawing changes, so old files are rebuilt.
    public static let version = 1

    /// Back button or bar button.
    public let kind: ButtonKind
    /// The title, nil for the untitled stretchable art.
    public let title: ButtonTitle?
    /// The colours, font and height.
    public let look: ButtonLook

    /// A button of `kind` reading `title`, as wide as the recipe's rule makes it.
    /// - Throws: ``ButtonError/emptyTitle``, ``ButtonError/blankTitle(_:)``, ``TextError``.
    public init(_ kind: ButtonKind, title: String, look: ButtonLook) throws {
        self.kind = kind
        self.title = try ButtonTitle(title, look: look)
        self.look = look
    }

    /// The untitled art of `kind` at its ``ButtonKind/minimumWidth``, for an app that
    /// stretches it by ``capSpecification`` and sets the title itself.
    public init(_ kind: ButtonKind, stretchableWith look: ButtonLook) {
        self.kind = kind
        self.title = nil
        self.look = look
    }

    /// `normal`, `highlighted`: ``ButtonState``'s cases.
    public var outputRoles: [String] { ButtonState.allCases.map(\.rawValue) }

    /// The size in points. Titled: the recipe's rule, title width plus 1.5 ×
    /// ``ButtonLook/widthRuleCap`` (15) rounded up to a whole point, at least the
    /// kind's ``ButtonKind/minimumWidth`` and at most ``ButtonLook/maximumWidth`` (160)
    /// where longer titles are cut. Untitled: the minimum width.
    public var pointSize: PointSize {
        guard let title, let rule = ruleWidth else { return PointSize(width: kind.minimumWidth, height: look.height) }
        let width = title.isTruncated ? ButtonLook.maximumWidth : min(ButtonLook.maximumWidth, max(kind.minimumWidth, rule))
        return PointSize(width: width, height: look.height)
    }

    /// The width in points the recipe's rule asks for a titled button, before the minimum and the
    /// 160-point maximum: the title plus one and a half caps, rounded up. Nil for the untitled art.
    public var ruleWidth: Int? {
        title.map { Int(($0.width + 1.5 * ButtonLook.widthRuleCap).rounded(.up)) }
    }

    /// The caps of the untitled art; nil for titled art, which is drawn as wide as its title
    /// needs and whose stretchable middle would hold the title, so stretching it smears the title.
    public var capSpecification: CapSpecification? { title == nil ? .insets(kind.capInsets, .stretch) : nil }

    /// The body's box in points: the art less its bottom point, which holds the emboss line.
    public var bodyRect: Rect { Rect(x: 0, y: 0, width: Double(pointSize.width), height: Double(look.height - 1)) }

    /// Where the title is centred, in points.
    public var titleArea: Rect { kind.titleInsets.inset(bodyRect) }

    /// A stable key for everything that affects the pixels.
    public var identifier: String {
        "\(kind.rawValue)/\(Self.version) title=\(title.map { "'\($0.text)'" } ?? "none") "
            + "size=\(pointSize.width)x\(pointSize.height) " + look.identifier
    }

    /// A readable summary, e.g. for logs.
    public var description: String {
        "\(kind.rawValue) \(title?.description ?? "(stretchable, untitled)"), \(pointSize.width)x\(pointSize.height) pt"
            + (title?.isTruncated == true ? ", title cut" : "")
    }

    /// Draws the normal and the highlighted image at `scale`.
    /// - Throws: ``DrawingError`` when cairo fails; ``TextError`` when the font has gone.
    public func render(_ inputs: [SourceImage], scale: Int) throws -> Rendering {
        precondition(inputs.isEmpty, "\(kind.rawValue) is drawn, not made from images")
        let renderer = ButtonRenderer(shape: kind.shape, look: look, size: pointSize, title: title, titleArea: titleArea)
        return Rendering(images: try ButtonState.allCases.map { try renderer.draw($0, scale: scale) })
    }
}
