import BarSkinArt
import BarSkinCore

/// One image a section draws, before it is placed: the rule every drawn
/// section shares for where its art goes.
public struct SkinDrawnArt: Sendable, Hashable {
    /// The image's name: `TabBarGlow`, `BackButtonBack-highlighted`.
    public var name: String
    /// `art` for a piece, `sized` for one rendered at a size.
    public var kind: String
    /// Which operation and output draw it.
    public var operation: Int, output: Int
    /// The caps an image set carries; nil for art that does not stretch.
    public var caps: CapSpecification?
    /// Always a PNG in `output`, even when the skin has a catalog (renders at a fixed size).
    public var alwaysLoose: Bool
    /// The trait it is drawn for.
    public var appearance: Appearance = .any

    /// A drawn image from its parts.
    public init(name: String, kind: String = "art", operation: Int, output: Int = 0, caps: CapSpecification?, alwaysLoose: Bool = false) {
        self.name = name
        self.kind = kind
        self.operation = operation
        self.output = output
        self.caps = caps
        self.alwaysLoose = alwaysLoose
    }

    /// The arts of `pieces`: with a catalog each becomes an image set with its caps,
    /// else a PNG in `output`, so the app gets one image of each name.
    public static func arts(_ pieces: [SkinDrawnArt], toCatalog: Bool, at location: SkinPath) -> [SkinArt] {
        pieces.map { piece in
            let inCatalog = toCatalog && !piece.alwaysLoose
            var art = SkinArt(name: piece.name, kind: piece.kind, position: location.position,
                              source: .drawn(operation: piece.operation, output: piece.output), isLoose: !inCatalog,
                              imageSet: inCatalog ? .init(caps: piece.caps, template: false) : nil)
            art.appearance = piece.appearance
            return art
        }
    }

    /// The pieces of every look, the light one first: each look's operations numbered from 0
    /// are placed after the previous look's (`operationsPerLook` each), so each appearance is
    /// its own output of its own operation; a look equal to an earlier one (`drawnBy`, by index)
    /// takes that one's operations, so nothing is drawn twice. Without a catalog only the pieces
    /// that are always loose files get other looks: UIKit loads appearances from catalogs alone.
    public static func appearances(_ looks: [(appearance: Appearance, pieces: [SkinDrawnArt])], operationsPerLook: Int,
                                   toCatalog: Bool, drawnBy: [Int]? = nil) -> [SkinDrawnArt] {
        looks.enumerated().flatMap { index, look in
            look.pieces.filter { index == 0 || toCatalog || $0.alwaysLoose }.map { piece in
                var piece = piece
                piece.operation += (drawnBy?[index] ?? index) * operationsPerLook
                piece.appearance = look.appearance
                return piece
            }
        }
    }
}

extension Array {
    /// For each element, the index of the first element equal to it (by `key`): which look's
    /// operations draw each look.
    public func firstEqualIndices<Key: Hashable>(by key: (Element) -> Key) -> [Int] {
        var first: [Key: Int] = [:]
        return enumerated().map { index, element in
            let value = key(element)
            if let earlier = first[value] { return earlier }
            first[value] = index
            return index
        }
    }
}
