import BarSkinCore

/// The files of a project that `barskin trace` reads, sorted, by kind.
public struct ProjectFiles: Sendable {
    /// Storyboards and xibs.
    public var interfaceDocuments: [String] = []
    /// Swift and Objective-C sources.
    public var sources: [String] = []
    /// `Info.plist` and `*-Info.plist` files.
    public var infoPlists: [String] = []
    /// BarSkin skin files, `*.skin.yml` and `*.skin.yaml`.
    public var skins: [String] = []
    /// Xcode projects' `project.pbxproj` files.
    public var projects: [String] = []
    /// XcodeGen's project specs (`project.yml`): the project where a team generates it rather than committing it.
    public var projectSpecs: [String] = []
    /// Swift packages' `Package.swift` files: under the roots, and of the local packages projects use.
    public var packages: [String] = []
    /// SwiftGen's `swiftgen.yml` files, which say which catalogs its accessors come from.
    public var swiftGenConfigurations: [String] = []
    /// Other property lists and JSON files, read only for strings that name images.
    public var dataFiles: [String] = []
    /// Loose image files with the name they have in the bundle (`icon@2x.png`, `Foo.bundle/a.png`).
    public var looseImages: [(path: String, bundleName: String)] = []
    /// Image sets: folder, fully qualified name and the files inside.
    public var imageSets: [(folder: String, name: String, files: Set<String>)] = []
    /// Colour and data sets: folder, fully qualified name and type.
    public var namedSets: [(folder: String, name: String, type: AssetType)] = []
    /// SpriteKit texture atlases: catalogs' `.spriteatlas` folders and loose `.atlas` folders.
    public var spriteAtlases: [SpriteAtlas] = []
    /// App icons: catalogs' `.appiconset` folders and Icon Composer `.icon` bundles.
    public var appIcons: [AppIcon] = []
    /// App icon and launch image set names, which Info.plist may name.
    public var iconSets: [(folder: String, name: String)] = []
    /// BarSkin's own build records (`.NAME.barskin.json`): what they list BarSkin wrote, so it
    /// is BarSkin's output (previews, 9-patches, drawn art), not art the app's team keeps by hand.
    public var buildManifests: [String] = []
    /// Markdown files (`README.md`): the images they show are documentation art, not the app's, where no project says otherwise.
    public var markdownDocuments: [String] = []
    /// The localizations of the `.lproj` folders walked (`ar`, `Base`, `zh-Hans`).
    public var localizations: Set<String> = []
    /// Folders and files that could not be read.
    public var errors: [TraceError] = []
    /// Paths projects name that the walk left alone, outside the traced folders.
    public var warnings: [TraceError] = []
    /// The folders the trace may read, absolute: each root, and for a project given by itself
    /// the folder holding it, where its paths start. What a project names outside them is left alone.
    var tracedFolders: [String] = []
    /// Local package folders the projects found so far use, with the project naming each, walked after the roots.
    var localPackages: [(folder: String, project: String)] = []
    /// Every folder the walk has entered, by device and inode: none is entered twice,
    /// however links, overlapping roots or packages reach it again.
    var enteredFolders: Set<FileIdentity> = []
}
