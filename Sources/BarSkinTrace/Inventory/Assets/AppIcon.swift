/// An app icon the build can compile: a catalog's `.appiconset`, or an Icon Composer `.icon` bundle (Xcode 26), each found
/// by its name in the app icon settings.
public struct AppIcon: Sendable, Hashable {
    /// How it is kept.
    public enum Kind: Sendable, Hashable {
        /// A catalog's `.appiconset`.
        case iconSet
        /// An Icon Composer `.icon` bundle: `icon.json` and the layers' files in `Assets/`.
        case iconComposer
        /// A tvOS `.brandassets`: the app icon and top shelf images a tvOS target's setting names.
        case brandAssets
    }

    /// The name settings give it (`AppIcon`).
    public var name: String
    /// The `.appiconset` or `.icon` folder.
    public var location: String
    public var kind: Kind

    /// An icon; see the properties.
    public init(name: String, location: String, kind: Kind) {
        self.name = name
        self.location = location
        self.kind = kind
    }

    /// What findings call it.
    public var noun: String {
        switch kind {
        case .iconSet: "app icon set"
        case .iconComposer: "Icon Composer icon"
        case .brandAssets: "brand assets"
        }
    }
}
