import BarSkinCore

/// A button's title, checked and measured in a look's font before any pixel is drawn.
public struct ButtonTitle: Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// Its full width in points, as pango lays it out (the advance width UIKit's `sizeWithFont:` gives).
    public let width: Double
    /// True when the text is wider than ``ButtonLook/titleWidthLimit`` and is drawn with its end cut to '…'.
    public let isTruncated: Bool

    /// `text` measured in `look`'s font.
    /// - Throws: ``ButtonError/emptyTitle``, ``ButtonError/blankTitle(_:)``;
    ///   ``TextError/missingGlyphs(title:family:count:)`` when no installed font can draw part of it.
    public init(_ text: String, look: ButtonLook) throws {
        guard !text.isEmpty else { throw ButtonError.emptyTitle }
        guard !text.allSatisfy({ $0.isWhitespace || $0.unicodeScalars.allSatisfy(\.properties.isDefaultIgnorableCodePoint) })
        else { throw ButtonError.blankTitle(text) }
        let layout = try TextLayout(text: text, font: look.font, size: look.fontSize)
        let unknown = layout.unknownGlyphCount
        guard unknown == 0 else { throw TextError.missingGlyphs(title: text, family: look.font.family, count: unknown) }
        self.text = text
        width = layout.logicalBounds.width
        layout.ellipsize(toWidth: look.titleWidthLimit)
        isTruncated = layout.isEllipsized
    }

    /// The text, quoted.
    public var description: String { "'\(text.escapingControlCharacters)'" }
}
