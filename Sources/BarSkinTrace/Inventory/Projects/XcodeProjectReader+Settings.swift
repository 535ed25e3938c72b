import BarSkinCore
import Foundation

extension XcodeProjectReader {
    /// The `os(...)` name of each SDK a target may build with.
    static let platformNames: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "watchos": "watchOS", "watchsimulator": "watchOS",
        "appletvos": "tvOS", "appletvsimulator": "tvOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    /// The settings that name a colour set the asset catalog compiler makes the app's accent or its widgets' background.
    static let colorSettings = ["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME", "ASSETCATALOG_COMPILER_WIDGET_BACKGROUND_COLOR_NAME"]

    /// The `WRAPPER_EXTENSION`s of test bundles.
    static let testWrapperExtensions: Set<String> = ["octest", "xctest"]

    /// Reads the settings that matter to a trace into `target`: Info.plists, test bundle and host,
    /// app icons, asset symbols and development assets.
    /// - Returns: the product name `TEST_HOST` (or `BUNDLE_LOADER`) names, and the product names the target builds.
    static func apply(_ settings: BuildSettings, to target: inout XcodeTarget, tree: ProjectPathTree) -> (host: String?, products: [String]) {
        target.infoPlists.formUnion(settings.values("INFOPLIST_FILE").map(tree.settingPath))
        // BUNDLE_LOADER is usually $(TEST_HOST): set only as far as TEST_HOST is.
        let loaders = settings.values("TEST_HOST")
            + settings.values("BUNDLE_LOADER").filter { !$0.contains("TEST_HOST") }
        // 2013-era OCUnit and XCTest targets are plain bundles; their settings say what they are.
        if !loaders.isEmpty || settings.values("WRAPPER_EXTENSION").contains(where: testWrapperExtensions.contains) {
            target.kind = .test
        }
        var icons = settings.values("ASSETCATALOG_COMPILER_APPICON_NAME")
        icons += settings.list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES")
        target.appIconNames = Array(Set(icons)).sorted()
        for setting in colorSettings {
            let names = Set(settings.values(setting).filter { !$0.allSatisfy(\.isWhitespace) })
            if !names.isEmpty { target.colorSettingNames[setting] = names.sorted() }
        }
        target.includesAllAppIcons = settings.isYes("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", otherwise: false)
        target.generatesAssetSymbols = settings.isYes("ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS", otherwise: true)
        target.developmentAssetPaths = Set(settings.list("DEVELOPMENT_ASSET_PATHS").map(tree.settingPath))
        target.iOSDeploymentTargets = settings.values("IPHONEOS_DEPLOYMENT_TARGET")
        target.platforms = Set((settings.values("SDKROOT") + settings.list("SUPPORTED_PLATFORMS")).compactMap { platformNames[$0] })
        let products = settings.values("PRODUCT_NAME").map { Self.expandingTargetName($0, target.name) }
        return (loaders.first.map(hostProduct), products.isEmpty ? [target.name] : products)
    }

    /// The product a `TEST_HOST` path names: `$(BUILT_PRODUCTS_DIR)/App.app/App` (iOS) and
    /// `.../App.app/Contents/MacOS/App` (macOS) both give `App`, the app's PRODUCT_NAME.
    static func hostProduct(_ path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        if let app = components.last(where: { $0.hasSuffix(".app") }) { return String(app.dropLast(".app".count)) }
        return components.last ?? path
    }

    private static func expandingTargetName(_ value: String, _ name: String) -> String {
        value.replacingOccurrences(of: "$(TARGET_NAME)", with: name).replacingOccurrences(of: "${TARGET_NAME}", with: name)
    }
}
