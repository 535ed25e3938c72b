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

    /// A product from its parts.
    public init(name: String, kind: AssetKind, folder: String, input: String) {
        self.name = name
        self.kind = kind
        self.folder = folder
        self.input = input
    }

    /// Everything `spec` builds for iOS (9-patches are Android's).
    public static func products(of spec: SkinSpec) -> [SkinProduct] {
        var products: [SkinProduct] = []
        if let output = spec.output?.resolved {
            for item in spec.tabItems {
                products += ["-normal", "-selected"].map { SkinProduct(name: item.name + $0, kind: .file, folder: output, input: item.mask.path.resolved) }
            }
            for background in spec.backgrounds {
                products += background.sizes.map { size in
                    SkinProduct(name: "\(background.name)-\(size.width)x\(size.height)", kind: .file, folder: output, input: background.image.path.resolved)
                }
            }
        }
        if let catalog = spec.catalog?.resolved {
            products += spec.backgrounds.map { SkinProduct(name: $0.name, kind: .imageset, folder: catalog + "/" + $0.name + ".imageset", input: $0.image.path.resolved) }
        }
        return products
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
