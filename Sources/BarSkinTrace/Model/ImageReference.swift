import BarSkinCore

/// Where an image name came from.
public enum ReferenceSource: String, Sendable, Hashable, CaseIterable {
    /// A `.storyboard` document.
    case storyboard
    /// A `.xib` document, modern or archive format.
    case xib
    /// Objective-C source (`.m`, `.mm`, `.h`).
    case objc
    /// Swift source.
    case swift
    /// An `Info.plist`.
    case plist
    /// A BarSkin skin file.
    case skin
    /// A data file the system reads itself: a Safari web extension's `manifest.json`.
    case data
}

/// Which bundle a load looks in, and what says so.
public enum LoadBundle: String, Sendable, Hashable {
    /// No bundle named, or `Bundle.main`: the main bundle of the app or extension the code runs in.
    case main
    /// A bundle the call names (`in: .module`, `bundle:`, `inBundle:`, `bundleForClass:`), taken to be
    /// that of the target the code is built in.
    case named
    /// A SwiftGen or R.swift accessor's: the bundle of the target its generated file is built in.
    case accessor
    /// An Xcode asset symbol's: its `ImageResource` carries its target's bundle.
    case symbol
    /// A storyboard's or xib's: a nib finds images in its own bundle.
    case nib

    /// Whether the code itself says where it loads from (a bundle it names, a generator's accessor),
    /// rather than the kind of reference.
    public var isWritten: Bool { self == .named || self == .accessor }
}

/// How a reference names its image.
public enum ReferenceTarget: Sendable, Hashable {
    /// A name passed to `imageNamed:` (or a file name for Info.plist and bundle paths).
    case name(String)
    /// A glob built from a dynamic name, such as `icon_*` from `"icon_\(i)"`.
    case pattern(NamePattern)
    /// An Xcode-generated asset symbol such as `.icChatWhite` from `UIImage(resource:)`.
    case symbol(String)
    /// A storyboard or nib named by Info.plist (`UIMainStoryboardFile`, ...).
    case document(String)
    /// An image a skin file names by path: `written` as in the file (`Icons/star`),
    /// `path` joined to the skin file's folder; the whole scale family unless `exact`
    /// (a selected fill is one file).
    case file(written: String, path: String, exact: Bool)
}

/// One place in the project that loads an image, before resolution.
public struct ImageReference: Sendable, Hashable {
    /// What is loaded.
    public var target: ReferenceTarget
    /// The file, as walked (root argument joined with the relative path).
    public var file: String
    /// 1-based line, 0 when unknown (binary plists).
    public var line: Int
    /// 1-based column in characters, 0 when unknown.
    public var column: Int
    /// The kind of file.
    public var source: ReferenceSource
    /// What the image is used for: `imageView.image`, `state.normal.backgroundImage`, `imageNamed`, ...
    public var role: String
    /// The bundle it loads from.
    public var bundle: LoadBundle
    /// The storyboard scene (its storyboard identifier, custom class or scene id), where known.
    public var scene: String?
    /// The platforms the call is compiled for, where an `#if os(...)` around it says (`macOS`,
    /// `iOS`, ...); nil for every platform.
    public var platforms: Set<String>? = nil
    /// Whether the code checks the load for nil and falls back to another image (`UIImage(named: a) ?? UIImage(named: b)`,
    /// `img = [UIImage imageNamed:x]; if (img != nil) return img; return [UIImage imageNamed:y]`): a probe, whose image
    /// being absent is no `missing` one.
    public var fallsBack = false
    /// Whether the load that takes this name also takes names built from data (`UIImage(named: token.lowercased())`,
    /// with `token: "zec"` in one place and a server's symbol in another): the name is one of a data-driven family,
    /// and naming it is no sign that its neighbours are dead.
    public var alongsideData = false
    /// Whether only SwiftUI previews run the code (a `PreviewProvider`'s, a `#Preview`'s, or a type only
    /// they use): it loads for Xcode's canvas, so it counts for development assets alone, as a test's does.
    public var inPreview = false
    /// For code that runs only below an iOS version (the `else` of `if #available(iOS 16, *)`, a
    /// `guard #available` or `#unavailable` body), that version × 100 (`1604`): it never runs in a
    /// target that deploys to that version or later.
    public var onlyBelowIOS: Int?
    /// What the call loads by the name: an image, a SpriteKit texture or a whole texture atlas (from ``role``).
    public var loader: ImageLoader

    /// A reference; see the properties. Without a `bundle`, a storyboard's and a xib's is `nib`, an asset
    /// symbol's (not an Objective-C `ACImageName` constant, only a name) `symbol`, the rest `main`.
    public init(target: ReferenceTarget, file: String, line: Int, column: Int, source: ReferenceSource,
                role: String, scene: String? = nil, bundle: LoadBundle? = nil) {
        self.target = target
        self.file = file
        self.line = line
        self.column = column
        self.source = source
        self.role = role
        self.scene = scene
        self.loader = ImageLoader(role: role)
        if let bundle {
            self.bundle = bundle
        } else if source == .storyboard || source == .xib {
            self.bundle = .nib
        } else if case .symbol(let symbol) = target, !symbol.hasPrefix("ACImageName") {
            self.bundle = .symbol
        } else {
            self.bundle = .main
        }
    }

    /// The call as reports show it: its role, with ` in:` where it names a bundle.
    public var calledAs: String {
        bundle == .named ? role + " in:" : role
    }

    /// The name as shown in reports: the name, the glob, or the symbol with a leading dot.
    public var displayName: String {
        switch target {
        case .name(let name), .document(let name): name
        case .pattern(let pattern): pattern.glob
        case .symbol(let symbol): symbol.hasPrefix("ACImageName") ? symbol : "." + symbol
        case .file(let written, _, _): written
        }
    }
}
