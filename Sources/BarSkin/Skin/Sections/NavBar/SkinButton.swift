import BarSkinArt
import BarSkinCore

/// One titled button of a `nav-bar:` section.
public struct SkinButton: Sendable, Hashable {
    /// A back button (an arrow on the left) or a bar button (Done, Edit).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case back = "BackButton"
        case bar = "BarButton"

        /// The art it is drawn as.
        public var art: ButtonKind { self == .back ? .back : .bar }
    }

    /// Which button.
    public var kind: Kind
    /// The title; nil for the untitled stretchable art.
    public var title: String?
    /// The image's name: `NAME.png` and `NAME-highlighted.png`.
    public var name: String
    /// Where the title (or the `stretchable` key) was written; nil for a command's button, written nowhere.
    public var position: SkinPosition?

    /// A button from its parts.
    public init(kind: Kind, title: String?, name: String, position: SkinPosition?) {
        self.kind = kind
        self.title = title
        self.name = name
        self.position = position
    }

    /// The name a title gives: the kind, then the title's letters and digits with each
    /// word capitalised (`Back` is `BackButtonBack`, `my settings` `BarButtonMySettings`);
    /// nil for a title with neither, which needs a `name`.
    public static func name(of kind: Kind, title: String) -> String? {
        let words = title.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return nil }
        return kind.rawValue + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The caps the untitled art stretches with (the recipe's arrow cap on the left of a back
    /// button); nil for a titled button, whose stretchable middle is where its title sits.
    public var caps: CapSpecification? {
        title == nil ? .insets(kind.art.capInsets, .stretch) : nil
    }

    /// The operation drawing it with `look`.
    /// - Throws: ``ButtonError`` or ``TextError`` for a title the font cannot set.
    public func operation(look: ButtonLook) throws -> any ImageOperation {
        if let title { try ButtonArt(kind.art, title: title, look: look) } else { ButtonArt(kind.art, stretchableWith: look) }
    }
}
