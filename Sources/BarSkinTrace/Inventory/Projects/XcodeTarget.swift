import BarSkinCore

/// One target of an Xcode project, or of a Swift package: what it compiles, what
/// its Copy Bundle Resources phase puts in its bundle, and the build settings that
/// name images. Paths are absolute (``PathText/absolute(_:in:)``).
public struct XcodeTarget: Sendable, Hashable {
    /// What a target builds, from its `productType`.
    public enum Kind: String, Sendable, CaseIterable {
        /// An app (`com.apple.product-type.application`, watch and messages apps).
        case application
        /// An app extension, ExtensionKit extension or watch extension.
        case appExtension = "extension"
        /// A framework or resource bundle, which ships inside an app.
        case framework
        /// A unit or UI test bundle: left out of a trace unless named with `--target`.
        case test
        /// Anything else (libraries, tools, aggregates).
        case other

        /// The kind of a `productType` value.
        public init(productType: String) {
            if productType.contains("unit-test") || productType.contains("ui-testing") || productType.contains("ocunit-test") {
                self = .test
            } else if productType.contains("extension") {
                self = .appExtension
            } else if productType.hasPrefix("com.apple.product-type.application") {
                self = .application
            } else if productType.hasPrefix("com.apple.product-type.framework") || productType == "com.apple.product-type.bundle" {
                self = .framework
            } else {
                self = .other
            }
        }
    }

    /// A folder whose files all belong to the target (Xcode 16's synchronized groups), but the excepted ones.
    /// A file or folder another target's group shares into this one (an exception set naming
    /// this target, which does not list the group) is an entry of its own with no exceptions.
    public struct SynchronizedFolder: Sendable, Hashable {
        /// The folder (or shared file).
        public var path: String
        /// Files and folders inside it that are not members.
        public var exceptions: Set<String>
    }

    /// The target's name.
    public var name: String
    /// The `project.pbxproj` it comes from.
    public var project: String
    /// What it builds.
    public var kind: Kind
    /// Files and folders (folder references, catalogs, bundles) its bundle gets.
    public var resources: Set<String>
    /// Folder references among the resources ("blue folders"): their files keep their
    /// paths in the bundle (`Art/stars.png`), where a group's files land at its top.
    public var folderReferences: Set<String> = []
    /// Files it compiles.
    public var sources: Set<String>
    /// Its `INFOPLIST_FILE`s.
    public var infoPlists: Set<String>
    /// Synchronized folders.
    public var synchronizedFolders: [SynchronizedFolder]
    /// For a hosted test bundle, the target of the app it runs inside (`TEST_HOST`), whose
    /// bundle is `Bundle.main` to the test's code; its product name when no target of the project builds it.
    public var testHost: String?
    /// Sets named by `ASSETCATALOG_COMPILER_APPICON_NAME` and `..._ALTERNATE_APPICON_NAMES`, sorted.
    public var appIconNames: [String] = []
    /// Colour sets its settings name: `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` and
    /// `ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME` (every SDK's), by setting, each sorted.
    public var colorSettingNames: [String: [String]] = [:]
    /// The platforms it builds for, as `os(...)` names them (`iOS`, `macOS`), from `SDKROOT` and
    /// `SUPPORTED_PLATFORMS`; empty where the settings do not say.
    public var platforms: Set<String> = []
    /// The project's `knownRegions`, the localizations Xcode lists for it (`en`, `ar`, `Base`).
    public var knownRegions: [String] = []
    /// `ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS`: every app icon set ships.
    public var includesAllAppIcons = false
    /// `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS` (default YES): Xcode writes `ImageResource` symbols.
    public var generatesAssetSymbols = true
    /// `DEVELOPMENT_ASSET_PATHS`: files and folders only for SwiftUI previews, never in an archive.
    public var developmentAssetPaths: Set<String> = []
    /// What it builds against, by name: the targets of its dependencies and of the frameworks it
    /// links, and the Swift package products it uses; empty where the project does not say.
    public var dependencies: Set<String> = []
    /// The Info.plist an XcodeGen spec's `info: properties` generate (XML), by the path it is generated at, where
    /// it is not on disk: a team that generates its project ignores that file too; its launch screen and icons are here.
    public var generatedInfoPlists: [String: [UInt8]] = [:]
    /// Every `IPHONEOS_DEPLOYMENT_TARGET` its configurations give (`8.0`, `12.4`); empty where none does.
    public var iOSDeploymentTargets: [String] = []

    /// Whether every configuration deploys to iOS `major` or later; false when no setting says.
    public func deploysToIOS(atLeast major: Int) -> Bool {
        deploysToIOS(atLeastVersion: major * 100)
    }

    /// Whether every configuration deploys to iOS `version` (``IOSVersion``: `1604`) or later; false when no setting says.
    public func deploysToIOS(atLeastVersion version: Int) -> Bool {
        !iOSDeploymentTargets.isEmpty && iOSDeploymentTargets.allSatisfy { (IOSVersion.number($0) ?? 0) >= version }
    }

    /// A target; the settings have their defaults.
    public init(name: String, project: String, kind: Kind, resources: Set<String>, folderReferences: Set<String> = [],
                sources: Set<String>, infoPlists: Set<String>, synchronizedFolders: [SynchronizedFolder], testHost: String? = nil) {
        self.name = name
        self.project = project
        self.kind = kind
        self.resources = resources
        self.folderReferences = folderReferences
        self.sources = sources
        self.infoPlists = infoPlists
        self.synchronizedFolders = synchronizedFolders
        self.testHost = testHost
    }
}
