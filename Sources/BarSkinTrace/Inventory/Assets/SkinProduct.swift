import BarSkinCore

/// An image a skin file builds, which code and storyboards may name before
/// `barskin build` has run (its outputs are usually build products, absent
/// from a clean checkout). A name that finds nothing else resolves to it.
public struct SkinProduct: Sendable, Hashable {
    /// The name `imageNamed:` finds it by: `favorites-selected`, `TabBar-320x49`, or an image set's name.
    public var name: String
    /// A loose file or an image set.
    public var kind: AssetKind
    /// The folder it is written to (the skin's `output`, or the image set folder in its `catalog`).
    public var folder: String
    /// The mask or art it is made from, as the skin names it.
    public var input: String
    /// The skin file, and the line and column of that mask or art.
    public var skin: String, line: Int, column: Int

    /// A product from its parts.
    public init(name: String, kind: AssetKind, folder: String, input: String, skin: String = "", line: Int = 0, column: Int = 0) {
        self.name = name
        self.kind = kind
        self.folder = folder
        self.input = input
        self.skin = skin
        self.line = line
        self.column = column
    }
}

/// The images skin files build, by name, for resolving names nothing else finds.
struct SkinProductIndex: Sendable {
    private var byName: [String: SkinProduct] = [:]
    private var byLowercaseName: [String: SkinProduct] = [:]

    /// Indexes `products`; where two share a name, the first (in skin file order) is the one found.
    init(_ products: [SkinProduct] = []) {
        for product in products {
            byName[product.name] = byName[product.name] ?? product
            byLowercaseName[product.name.lowercased()] = byLowercaseName[product.name.lowercased()] ?? product
        }
    }

    /// The product named exactly `name`, else one whose name only matches ignoring case.
    func product(named name: String) -> SkinProduct? {
        byName[name] ?? byLowercaseName[name.lowercased()]
    }
}
